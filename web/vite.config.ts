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
