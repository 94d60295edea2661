import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, loadOnce, RELOADED_FOR_CHUNK_KEY, useLoadedModule } from './lazy-page';

function Page() {
  return null;
}

const never = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('a page loaded on first use', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('gives the route its component', async () => {
    sessionStorage.setItem(RELOADED_FOR_CHUNK_KEY, '1');
    const route = await lazyPage(() => Promise.resolve({ Page }), (module) => module.Page)();

    expect(route).toEqual({ Component: Page });
    expect(sessionStorage.getItem(RELOADED_FOR_CHUNK_KEY)).toBeNull();
  });

  it('reloads the tab once when its chunk is gone, then lets the error through', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, reload });
    const load = lazyPage(never, () => Page);

    void load();
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a part loaded once', () => {
  it('is loaded by the first call only, and answered at once after that', async () => {
    const load = vi.fn(() => Promise.resolve({ Page }));
    const part = loadOnce(load);
    expect(part.loaded()).toBeUndefined();

    await Promise.all([part.load(), part.load()]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toEqual({ Page });
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn(never);
    const part = loadOnce<{ Page: typeof Page }>(load);

    await expect(part.load()).rejects.toThrow('Failed to fetch');
    await expect(part.load()).rejects.toThrow('Failed to fetch');

    expect(load).toHaveBeenCalledTimes(2);
    expect(part.loaded()).toBeUndefined();
  });

  it('renders at once when already loaded, with no waiting state', async () => {
    const part = loadOnce(() => Promise.resolve({ Page }));
    await part.load();

    const { result } = renderHook(() => useLoadedModule(part));

    expect(result.current).toEqual({ module: { Page }, failed: false });
  });

  it('gives the module once it is loaded, and says when it cannot be', async () => {
    const later = loadOnce(() => Promise.resolve({ Page }));
    const loaded = renderHook(() => useLoadedModule(later));
    expect(loaded.result.current.module).toBeUndefined();
    await waitFor(() => {
      expect(loaded.result.current.module).toEqual({ Page });
    });

    const part = loadOnce(never);
    const failed = renderHook(() => useLoadedModule(part));
    await waitFor(() => {
      expect(failed.result.current).toEqual({ module: undefined, failed: true });
    });
  });
});
