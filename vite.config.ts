import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API server listens on PORT (3000 by default); in development Vite serves the client
// on 5173 and forwards the API paths to it, so the browser sees one origin either way.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server names each public page's chunks in the HTML it serves
    // (src/server/http/route-preloads.ts).
    manifest: true,
    // Every browser the app supports has native modulepreload: the polyfill is dead weight
    // in the entry chunk that every visitor downloads.
    modulePreload: { polyfill: false },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/trpc': { target: apiTarget, changeOrigin: false },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // The slow fault suite has its own command: npm run test:faults.
    exclude: ['**/node_modules/**', 'tests/faults/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
