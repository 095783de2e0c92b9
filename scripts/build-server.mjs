#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
// Compiles the server to plain JavaScript for `npm start`: one ES module, packages/server/build/server.js, that
// Node runs with no TypeScript tooling (decision 009). Our own workspace packages (@potluck/domain, contract)
// are TypeScript sources, so they are bundled in; every other package stays an import from node_modules
// (sharp and PGlite load native code and data files from beside themselves).
import { relative, resolve } from 'node:path';
import { build } from 'esbuild';

const serverDir = resolve(import.meta.dirname, '../packages/server');
const outfile = resolve(serverDir, 'build/server.js');

/** Leave npm packages out of the bundle, but bundle the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@potluck/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A few modules find their files (migrations, catalogue, assets) relative to their own source file through
 * import.meta.url. In one bundle that would point at build/server.js, so each such module gets its own
 * source file's address back, written relative to the bundle so the checkout can move.
 */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(resolve(outfile, '..'), args.path).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [resolve(serverDir, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces in production logs keep the names of our functions.
  minify: false,
  logLevel: 'warning',
  plugins: [externalPackages, ownImportMetaUrl],
});
console.log(`server compiled to ${relative(process.cwd(), outfile)} in ${Date.now() - started} ms`);
