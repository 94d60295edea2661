import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Set while the tab reloads for a chunk it could not load, so it reloads once, not in a loop. */
export const RELOADED_FOR_CHUNK_KEY = 'pitchwise.reloaded-for-chunk';

/**
 * A route's component, loaded the first time the route matches (React Router's route `lazy`), so
 * that it is a chunk of its own in the build. A chunk that fails to load is most often one a new
 * release has replaced while the tab was open: the tab loads the app again, once; a second failure
 * goes to the route's error boundary.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_FOR_CHUNK_KEY);
      return { Component: pick(module) };
    } catch (error) {
      if (sessionStorage.getItem(RELOADED_FOR_CHUNK_KEY)) throw error;
      sessionStorage.setItem(RELOADED_FOR_CHUNK_KEY, '1');
      window.location.reload();
      // The page goes away: nothing more to render.
      return new Promise<never>(() => undefined);
    }
  };
}
