import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Set while the tab reloads for a chunk it could not load, so it reloads once, not in a loop. */
export const RELOADED_FOR_CHUNK_KEY = 'pitchwise.reloaded-for-chunk';

/**
 * Loads a chunk. One that fails to load is most often one a new release has replaced while the tab
 * was open: the tab loads the app again, once; a second failure is thrown (to the route's error
 * boundary).
 */
async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOADED_FOR_CHUNK_KEY);
    return module;
  } catch (error) {
    if (sessionStorage.getItem(RELOADED_FOR_CHUNK_KEY)) throw error;
    sessionStorage.setItem(RELOADED_FOR_CHUNK_KEY, '1');
    window.location.reload();
    // The page goes away: nothing more to render.
    return new Promise<never>(() => undefined);
  }
}

/**
 * A route's component, loaded the first time the route matches (React Router's route `lazy`), so
 * that it is a chunk of its own in the build.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: pick(await loadChunk(load)) });
}

/**
 * A part of a page loaded the first time it renders (React's `lazy`; render it inside `<Suspense>`),
 * for parts most visits never show.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await loadChunk(load)) }));
}

/** A module loaded once (`load`), and answered at once after that (`loaded`). */
export type ModuleLoader<M> = { load: () => Promise<M>; loaded: () => M | undefined };

/** Loads `load`'s module once; a failed load is tried again by the next `load()`. */
export function loadOnce<M>(load: () => Promise<M>): ModuleLoader<M> {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load: () => {
      loading ??= load().then(
        (value) => (module = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * `loader`'s module for a render: at once when it is already loaded (preloaded, say, so nothing
 * flashes), else `undefined` until it is; `failed` when it could not be loaded.
 */
export function useLoadedModule<M>(loader: ModuleLoader<M>): { module: M | undefined; failed: boolean } {
  const [module, setModule] = useState(loader.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return;
    let current = true;
    loader.load().then(
      (value) => {
        if (current) setModule(() => value);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [loader, module]);
  return { module, failed };
}
