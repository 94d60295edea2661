import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, RELOADED_FOR_CHUNK_KEY } from './lazy-page';

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
