#!/usr/bin/env node
// Part of `npm run build`, after `vite build`: draws the visitor pages of app/prerender.tsx (landing, login) into
// copies of the built index.html — dist/landing.html and dist/login.html, each with its brotli and gzip copy —
// which the server sends to a request without a session cookie (packages/server/src/plugins/static.ts). The
// page then paints, hero picture included, before any of the app's JavaScript has arrived.
//
// Its scripts are named in <meta> tags rather than modulepreloaded, and loaded after the first paint.
// Until the app's first script runs, <html> has no data-theme; the dark theme's tokens are inlined for
// `prefers-color-scheme: dark` so a dark device paints the page dark from the start (the inline style is
// generated from packages/ui/tokens/dark.css, never written twice).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const repo = resolve(import.meta.dirname, '..');
// The built app: dist/, or the folder given (the e2e journeys build into one of their own).
const dist = resolve(process.argv[2] ?? join(repo, 'dist'));
// Inside the repository, so the built module finds react and the other packages in node_modules.
const outDir = join(repo, 'node_modules/.cache/potluck-prerender');

await build({
  configFile: join(repo, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: join(repo, 'app/prerender.tsx'),
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
});
const { prerender, prerenderedPages } = await import(pathToFileURL(join(outDir, 'prerender.js')).href);

const index = readFileSync(join(dist, 'index.html'), 'utf8');
const darkTokens = readFileSync(join(repo, 'packages/ui/tokens/dark.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(':root[data-theme="dark"]', ':root:not([data-theme])')
  .replace(/\s+/g, ' ')
  .trim();
if (!darkTokens.includes(':root:not([data-theme])'))
  throw new Error('prerender: dark.css has no :root[data-theme="dark"] rule');

const rootStart = index.indexOf('<div id="root">');
const rootEnd = index.lastIndexOf('</div>', index.indexOf('</body>'));
if (rootStart < 0 || rootEnd < rootStart) throw new Error('prerender: index.html has no #root');

for (const { path, file } of prerenderedPages) {
  let html = `${index.slice(0, rootStart)}<div id="root">${prerender(path)}${index.slice(rootEnd)}`;
  html = html
    .replace(/<html([^>]*) data-theme="[^"]*"/, '<html$1')
    .replace('</head>', `  <style>@media (prefers-color-scheme: dark) { ${darkTokens} }</style>\n  </head>`);
  // The page is drawn already: the app's modules are named, not preloaded, so nothing competes with the first
  // paint; the boot script (vite.config.ts bootAfterFirstPaint) preloads them all at once after it.
  html = html
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)" data-app-entry>/,
      '<meta name="potluck-entry" content="$1">',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      '<meta name="potluck-module" content="$1">',
    );
  if (html.includes('modulepreload') || !html.includes('potluck-entry'))
    throw new Error('prerender: unexpected module links');
  // Only the landing page shows the landing picture.
  if (path !== '/')
    html = html.replace(/\s*<!--[^>]*LandingHero[^>]*-->\s*<link rel="preload" as="image"[^>]*>/, '');
  const target = join(dist, file);
  writeFileSync(target, html);
  writeFileSync(
    `${target}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerendered ${path} → ${target} (${Buffer.byteLength(html)} bytes)`);
}
rmSync(outDir, { recursive: true, force: true });
