import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// In development the Rust server (default BIND_ADDR) answers everything but the app itself.
const backend = 'http://127.0.0.1:8080';
const backendPaths = ['/api/', '/auth/', '/isSignedIn', '/healthz', '/readyz'];

/** The chunk every signed-in page shares (below), and what `signedInPage` preloads. */
const SIGNED_IN_CHUNK = 'signed-in';

const pageOnlyLibraries = /node_modules[\\/](react-hook-form|@hookform|diff|partial-json|eventsource-parser|@radix-ui[\\/]react-(select|switch|tabs|toast))[\\/]/;
const pageOnlySources = /src[\\/]lib[\\/](form-errors|server-events)\.ts$|src[\\/]components[\\/]ui[\\/](select|switch|tabs|toast[\\/]toaster)/;

/**
 * Whether a module (not on the landing page) goes to the chunk every signed-in page shares: the
 * libraries, the shared code, the app shell and the calls of its own menus (account, companies),
 * and the dashboard, where signing in lands (3 KB, so it needs no request of its own).
 */
function isSignedInShared(id: string): boolean {
  if (pageOnlyLibraries.test(id) || pageOnlySources.test(id)) return false;
  return /node_modules[\\/]|src[\\/](components|lib|hooks|features[\\/](auth|companies)[\\/]api)[\\/]|src[\\/]app[\\/]routes[\\/]app[\\/](layout|dashboard)\.tsx$/.test(id);
}

/**
 * Writes `signed-in.html`: `index.html` that also preloads the signed-in chunk and the sign-in
 * status (GET /isSignedIn, read by `lib/auth/auth-status.ts` with the same credentials), so a
 * phone fetches them beside the entry instead of after it. The server sends it instead of
 * `index.html` to a visitor with a session cookie (src/web_app.rs); a signed-out visitor's landing
 * page loads none of it.
 */
function signedInPage(): Plugin {
  return {
    name: 'pitchwise:signed-in-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = Object.values(bundle).find((file) => file.fileName === 'index.html');
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === SIGNED_IN_CHUNK);
      if (index?.type !== 'asset' || !chunk) {
        this.error(`index.html and the ${SIGNED_IN_CHUNK} chunk are needed for signed-in.html`);
      }
      const preload = [
        `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`,
        // use-credentials: the app's calls send credentials (lib/api-client.ts), and a preload is
        // used only by a request made the same way.
        '<link rel="preload" href="/isSignedIn" as="fetch" crossorigin="use-credentials">',
      ].join('\n    ');
      const source = String(index.source).replace('</head>', `  ${preload}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: 'signed-in.html', source });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    signedInPage(),
    // Each script and style sheet also as .br and .gz at the strongest levels, which the server
    // sends as they are (src/web_app.rs): smaller than compressing per request, and no CPU for it.
    compression({ include: /\.(js|css)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first page needs, in one file: by default the modules it shares with the
            // lazy chunks are chunks of their own, and five small files gzip 2 KB worse than one.
            { name: 'initial', tags: ['$initial'] },
            // What every signed-in page loads besides its own chunk, in one file: the app shell, the
            // UI kit with its Radix parts, and zod (the sign-in status checks a signed-in user with
            // it, lib/auth/auth-status.ts). As separate files they were 30-odd requests, and on a
            // phone's connection each costs a round trip (docs/performance.md, "Lighthouse").
            // Form libraries and the content page's parsers are left to the pages that use them.
            { name: SIGNED_IN_CHUNK, test: isSignedInShared },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(backendPaths.map((path) => [path, backend])),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Patient enough for a busy machine, as findBy* (setup-tests.ts).
    testTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
