import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineCaches } from './app/offlineCaches.ts';
import { type BuiltBundle, checkBudgets, formatReport, servedBytesOf } from './scripts/bundle-budget.ts';

// The SPA lives in app/ and builds to dist/, which the Fastify server serves in production.
// In development Vite serves the app and proxies everything the server answers.
const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxied = ['/api', '/provider', '/media', '/catalogue-images', '/calendar'];
const repo = dirname(fileURLToPath(import.meta.url));
const appDir = resolve(repo, 'app');
/** The app's own build, as opposed to Storybook's, which builds with this config too. */
const isAppRoot = (root: string | undefined) => root !== undefined && resolve(repo, root) === appDir;
const escaped = repo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text file of the build, made once here so the server
 * sends them as they are (packages/server/src/plugins/static.ts). Source maps are left alone: only developer
 * tools fetch them.
 */
const precompressed: Plugin = {
  ...compression({
    include: /\.(html|js|css|svg|json|txt)$/,
    exclude: /\.map$/,
    threshold: 256,
    skipIfLargerOrEqual: true,
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
  }),
  // Only the app's own build is served by our server (Storybook builds with this config too).
  apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && isAppRoot(config.root),
};

/**
 * Preloads the Latin part of the bundled Inter font from index.html. Its @font-face rules split the font by
 * unicode-range, so a browser only downloads the parts a page's text uses (Latin here); without the hint it
 * finds the font only after the CSS has arrived and the text is laid out, and swaps it in late.
 */
function preloadFont(): Plugin {
  return {
    name: 'potluck-preload-font',
    apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && isAppRoot(config.root),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) =>
          /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) throw new Error('preloadFont: the Latin Inter font is not in the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Starts the app only once the browser has painted what the server sent: the prerendered visitor page
 * (scripts/prerender.mjs) or the logo splash. The entry's `<script type="module">` becomes a modulepreload, so
 * the app's code still downloads at once, in parallel with the CSS; a tiny boot script (a file, since the
 * Content-Security-Policy allows no inline script) imports it after the first frame. A module script would
 * otherwise run as soon as the page is parsed, before Chrome paints anything.
 */
function bootAfterFirstPaint(): Plugin {
  return {
    name: 'potluck-boot-after-first-paint',
    apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && isAppRoot(config.root),
    buildStart() {
      this.emitFile({
        type: 'asset',
        name: 'boot.js',
        source: readFileSync(resolve(appDir, 'boot.js'), 'utf8'),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const bootFile = Object.keys(bundle ?? {}).find((name) => /^assets\/boot-[\w-]+\.js$/.test(name));
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!bootFile || !entry) throw new Error('bootAfterFirstPaint: no boot file or entry script');
        return html.replace(
          entry[0],
          `<link rel="modulepreload" crossorigin href="${entry[1]}" data-app-entry>\n    <script type="module" src="/${bootFile}"></script>`,
        );
      },
    },
  };
}

/**
 * The installable app (issues 20 and 26, decision 017): the web app manifest and a Workbox service worker. The app
 * shell and the hashed assets are precached (the PDF export's libraries excepted: nothing to print offline), so a
 * repeat visit paints without the network and an open page never asks the server for a chunk of a build that
 * is gone. The worker takes charge of the page that installed it (clientsClaim), so a member's first visit is
 * kept too. Pages are asked of the network (the server chooses between the prerendered visitor pages and the
 * app) and never kept: offline, every page is the precached app shell, which knows who is signed in from the
 * kept session check, so a member is never shown the visitor's page. Addresses of the API, the provider and
 * the media are never answered with a page. The worker keeps no answers of the API: the app's one cache keeps what
 * a member read, per member and checked against the contract (packages/client/src/data, decision 032), so nothing
 * is kept under an address that names no member. It keeps the images a member saw (content-addressed), which the
 * session deletes when it ends, however it ends. A new worker waits until the member reloads.
 */
const installableApp = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: true,
  manifest: {
    id: '/',
    name: 'Potluck',
    short_name: 'Potluck',
    description: 'Find recipes, keep cookbooks with friends, shop and cook together.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The design tokens' light background and primary (packages/ui/tokens/light.css); index.html also names
    // the dark theme's colour for the browser's bar.
    background_color: '#fffaf4',
    theme_color: '#b2410e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'icons/*.png', '*.svg', 'landing-1.webp'],
    globIgnores: ['**/jspdf*', '**/html2canvas*', '**/purify*', '**/index.es-*', '**/*.map'],
    // The latin-ext font and the member app's chunks are a few hundred kilobytes; the whole shell stays small.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          !/^\/(api|provider|media|catalogue-images|calendar)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        // (Workbox gives a time-out only to strategies that keep what they fetch: a slow network is waited for.)
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        urlPattern: ({ url }) =>
          url.pathname.startsWith('/media/') || url.pathname.startsWith('/catalogue-images/'),
        handler: 'CacheFirst',
        options: {
          cacheName: offlineCaches.images,
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/** Fails the build when a page's initial JavaScript is over its budget or a lazy part is loaded up front. */
function bundleBudgets(): Plugin {
  let enabled = false;
  let log = (_message: string) => {};
  return {
    name: 'potluck-bundle-budgets',
    // The prerender's server-side build (scripts/prerender.mjs) is no page a browser loads.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    // Storybook builds with this config too; only the app's own build has these pages.
    configResolved(config) {
      enabled = config.root === appDir;
      log = (message) => config.logger.info(message);
    },
    // The compressed copies are part of the bundle by now (the compression plugin adds them while it is
    // generated), so the budgets can count the bytes the server will send.
    writeBundle(_options, output) {
      if (!enabled) return;
      const bundle = output as unknown as BuiltBundle;
      const entry = resolve(appDir, 'index.html');
      const report = checkBudgets(
        bundle,
        [
          {
            // The landing and login pages are part of the visitor entry (app/router.tsx).
            page: 'landing (/)',
            modules: [entry],
            maxServedBytes: 125 * 1024,
          },
          {
            page: "browse (a member's /)",
            modules: [
              entry,
              resolve(appDir, 'memberRouter.tsx'),
              resolve(appDir, 'shell/MemberLayout.tsx'),
              resolve(appDir, 'routes/browse.tsx'),
            ],
            // The shell's shopping list and meal plan actors and their unit libraries load in a chunk of their
            // own after the first render (app/shell/listActors.ts, issue 30): 201.5 KB before. The recipe's
            // selector and the unit conversions it brings come with the recipe's machines once one is opened
            // (app/selectors/recipeModal.ts): 198.3 → 181.1 KB.
            maxServedBytes: 200 * 1024,
          },
        ],
        [
          { name: 'member app', modulePath: '/app/memberRouter.tsx', notOn: ['landing (/)'] },
          { name: 'jspdf', modulePath: '/node_modules/jspdf/' },
          { name: 'admin dashboard', modulePath: '/packages/ui/src/components/Admin/' },
        ],
        servedBytesOf(bundle),
      );
      log(formatReport(report));
      if (report.problems.length > 0) this.error(`Bundle budgets:\n  ${report.problems.join('\n  ')}`);
    },
  };
}

export default defineConfig({
  root: 'app',
  publicDir: '../packages/server/assets/public',
  plugins: [
    react(),
    preloadFont(),
    bootAfterFirstPaint(),
    // Only the app's own build installs: not Storybook's, not the prerender's server build.
    ...installableApp.map((plugin) => ({
      ...plugin,
      apply: (config: { root?: string }, env: { command: string; isSsrBuild?: boolean }) =>
        env.command === 'build' && !env.isSsrBuild && isAppRoot(config.root),
    })),
    precompressed,
    bundleBudgets(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    // The page names its entry's chunks for preloading; a lazy import does not: Vite's helper would add a <link>
    // per chunk from script, one by one, as the router starts (tens of milliseconds on a phone, in the task
    // that draws the member frame). The browser finds a lazy chunk's imports as it reads it, and a member's
    // chunks come from the service worker's precache anyway. Stylesheets still load before their chunk runs.
    // (Lighthouse mobile, 5 runs each, medians: browse 87 -> 95, TBT 488 -> 263 ms; recipe 90 -> 96.)
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // XState in one chunk: every page that has a machine loads it all anyway, and left to itself the
        // chunker cut it in pieces by which lazy chunks share which part (the shell's actors loading after
        // the first paint made two more), each piece a request and a few hundred bytes of its own.
        codeSplitting: {
          groups: [{ name: 'xstate', test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ }],
        },
      },
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
