import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type BuiltBundle, checkBudgets, formatReport } from './scripts/bundle-budget.ts';

// The SPA lives in app/ and builds to dist/, which the Fastify server serves in production.
// In development Vite serves the app and proxies everything the server answers.
const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxied = ['/api', '/provider', '/media', '/catalogue-images'];
const repo = dirname(fileURLToPath(import.meta.url));
const appDir = resolve(repo, 'app');
const escaped = repo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fails the build when a page's initial JavaScript is over its budget or a lazy part is loaded up front. */
function bundleBudgets(): Plugin {
  let enabled = false;
  let log = (_message: string) => {};
  return {
    name: 'potluck-bundle-budgets',
    apply: 'build',
    // Storybook builds with this config too; only the app's own build has these pages.
    configResolved(config) {
      enabled = config.root === appDir;
      log = (message) => config.logger.info(message);
    },
    writeBundle(_options, bundle) {
      if (!enabled) return;
      const entry = resolve(appDir, 'index.html');
      const report = checkBudgets(
        bundle as unknown as BuiltBundle,
        [
          {
            page: 'landing (/)',
            modules: [entry, resolve(appDir, 'routes/landing.tsx')],
            maxGzipBytes: 150 * 1024,
          },
          {
            page: "browse (a member's /)",
            modules: [entry, resolve(appDir, 'shell/MemberLayout.tsx'), resolve(appDir, 'routes/browse.tsx')],
            maxGzipBytes: 200 * 1024,
          },
        ],
        [
          { name: 'jspdf', modulePath: '/node_modules/jspdf/' },
          { name: 'admin dashboard', modulePath: '/packages/ui/src/components/Admin/' },
        ],
      );
      log(formatReport(report));
      if (report.problems.length > 0) this.error(`Bundle budgets:\n  ${report.problems.join('\n  ')}`);
    },
  };
}

export default defineConfig({
  root: 'app',
  publicDir: '../packages/server/assets/public',
  plugins: [react(), bundleBudgets()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // Our own modules run nothing when imported but their CSS: a barrel import (`@potluck/ui`,
        // machines/index.ts) then brings in only what a chunk uses, so each page loads only its own screens
        // and machines. Packages keep their own package.json `sideEffects`.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          {
            test: new RegExp(`^${escaped}/(packages/(ui|client|domain|contract)/src|machines)/`),
            sideEffects: false,
          },
        ],
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: false }])),
  },
});
