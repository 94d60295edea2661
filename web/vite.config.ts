import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the Rust server (default BIND_ADDR) answers everything but the app itself.
const backend = 'http://127.0.0.1:8080';
const backendPaths = ['/api/', '/auth/', '/isSignedIn', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
            // The User schema with zod: the sign-in status loads it for a signed-in user
            // (lib/auth/auth-status.ts), and in the chunk their pages load anyway it costs no
            // extra request after the status.
            { name: 'zod', test: /node_modules\/zod\/|src\/lib\/zod\.ts|src\/lib\/auth\/user\.ts/ },
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
    testTimeout: 20_000,
    expect: { poll: { timeout: 5000 } },
  },
});
