// What the TypeScript benchmarks share: the server's configuration for a measurement, and the page they write
// their figures to (docs/benchmarks.md), where each owns one section between its `<!-- tag:start -->` and
// `<!-- tag:end -->` markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../packages/server/src/config.ts';

export const benchmarksPage = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

/**
 * The server's configuration for a bench: production, silent, no demo content, limits that measure the server
 * rather than the abuse limits, a free port; `env` chooses the database and anything else.
 */
export function benchServerConfig(env: Record<string, string>) {
  return {
    ...loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DEMO: '0',
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_WRITES: '1000000',
      ...env,
    }),
    port: 0,
  };
}

/** Replaces the section marked `tag` on the benchmarks page (or adds it at the end); `section` holds its markers. */
export function writeBenchmarksSection(tag: string, section: string): void {
  const start = `<!-- ${tag}:start -->`;
  const end = `<!-- ${tag}:end -->`;
  const current = existsSync(benchmarksPage) ? readFileSync(benchmarksPage, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  writeFileSync(
    benchmarksPage,
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${section}\n`,
  );
}
