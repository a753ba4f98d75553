import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const ANTD_CSS = /\.antd\.css$/;

/**
 * `import './X.antd.css'` beside X.antd.tsx: the CSS antd would generate at run time for the
 * part X.antd.tsx renders, computed at build time (src/client/lib/antdStaticStyles.tsx), so
 * it is never stale. The module is loaded with a server-side Vite of its own; there the
 * import itself is empty.
 */
function antdStaticStyles(): Plugin {
  return {
    name: 'chefconnect:antd-static-styles',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!ANTD_CSS.test(source) || !importer) return null;
      const resolved = await this.resolve(source.replace(ANTD_CSS, '.antd.tsx'), importer, { skipSelf: true });
      return resolved ? resolved.id.replace(/\.antd\.tsx$/, '.antd.css') : null;
    },
    async load(id) {
      if (!ANTD_CSS.test(id)) return null;
      const renderer = id.replace(ANTD_CSS, '.antd.tsx');
      this.addWatchFile(renderer);
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react(), { name: 'empty-antd-css', enforce: 'pre', resolveId: (source) => (ANTD_CSS.test(source) ? '\0empty.css' : null), load: (loaded) => (loaded === '\0empty.css' ? '' : null) }],
        // antd and its helpers publish ES modules that Node itself cannot load.
        ssr: { noExternal: ['antd', /^@ant-design\//, /^@rc-component\//, /^rc-/, /^@emotion\//] },
      });
      try {
        const module = (await server.ssrLoadModule(renderer)) as { antdStyles: () => string };
        return module.antdStyles();
      } finally {
        await server.close();
      }
    },
  };
}

// The API server listens on PORT (3000 by default); in development Vite serves the client
// on 5173 and forwards the API paths to it, so the browser sees one origin either way.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), antdStaticStyles()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server names each public page's chunks in the HTML it serves
    // (src/server/core/http/route-preloads.ts).
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
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker per core, not Vitest's default of one fewer: much of a test file's time is spent
    // waiting on Chromium, PostgreSQL or a server process, not in the worker itself. On CI's two
    // cores the run takes about a third less time than with one (the figures: README).
    maxWorkers: availableParallelism(),
    // A worker runs file after file in one module graph instead of a fresh one per file: each
    // file used to load the server's modules anew (about 3 s of a core each, 166 files). The
    // files share no module state that matters: servers, databases, browsers and clocks are
    // their own, and vi.mock still applies to the file that asks (hashing-cost's count of
    // hashes). Measured on this machine: the SQLite non-browser files 326 s to 163 s, the
    // PostgreSQL project 221 s to 178 s.
    isolate: false,
    // No test runs on time-zone data that moves Vancouver's clocks after 2026 (section 22).
    globalSetup: ['tests/support/time-zone-data.ts'],
    // One run, two engines (DECISIONS.md section 7); each test's name starts with its project's.
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          // The slow fault suite has its own command: npm run test:faults.
          exclude: ['**/node_modules/**', 'tests/faults/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          // The suites whose servers talk to the database; the browser tests add nothing here.
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-server.ts'],
        },
      },
    ],
  },
});
