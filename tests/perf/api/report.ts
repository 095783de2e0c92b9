import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import type { RunResult } from './loadRuns.ts';

// Turns load runs into the table printed on stdout and kept in the API section of docs/benchmarks.md. The
// section sits between markers so the provider benchmark's section of the same file is never touched.

export interface DatabaseReport {
  label: string;
  version: string;
  seedSeconds: number;
  results: RunResult[];
}

const start = '<!-- api:start -->';
const end = '<!-- api:end -->';

/**
 * The two ceilings of a run: the health check (one `SELECT 1`, no session: issue 3's ceiling, against which polls
 * must reach a fifth) and a member's read of one row by its key (issue 30's "one-row-read ceiling", against which
 * list reads must reach half).
 */
export interface Ceilings {
  health: number;
  oneRow: number;
}

export function ceilingsOf(results: RunResult[]): Ceilings {
  const of = (kind: string) => results.find((r) => r.scenario.kind === kind)?.requestsPerSecond ?? 0;
  return { health: of('ceiling'), oneRow: of('oneRow') };
}

/** Issue 3's targets: reads p99 ≤ 50 ms, polls at least a fifth of the health ceiling; issue 30's: list reads half the one-row read. */
export function verdict(result: RunResult, ceilings: Ceilings): string {
  const { kind } = result.scenario;
  const misses: string[] = [];
  if ((kind === 'read' || kind === 'poll' || kind === 'list') && result.p99 > 50) misses.push('p99 > 50 ms');
  if (kind === 'poll' && result.requestsPerSecond < ceilings.health * 0.2) misses.push('< 20 % of health');
  if (kind === 'list' && result.requestsPerSecond < ceilings.oneRow * 0.5)
    misses.push('< 50 % of the one-row read');
  if (kind === 'ceiling' || kind === 'oneRow' || kind === 'write') return '–';
  return misses.length > 0 ? `missed: ${misses.join(', ')}` : 'met';
}

export function table(report: DatabaseReport): string {
  const ceilings = ceilingsOf(report.results);
  const ratio = (value: number, ceiling: number) =>
    ceiling > 0 ? `${Math.round((value / ceiling) * 100)} %` : '–';
  const lines = [
    '| request | req/s | p50 ms | p99 ms | of health | of one-row read | target | load | CPU ms a request |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|',
    ...report.results.map((r) => {
      const rps = r.requestsPerSecond;
      return `| ${r.scenario.name} | ${rps} | ${r.p50} | ${r.p99} | ${ratio(rps, ceilings.health)} | ${ratio(rps, ceilings.oneRow)} | ${verdict(r, ceilings)} | ${r.load} | ${r.cpuMs ?? '–'} |`;
    }),
  ];
  return lines.join('\n');
}

export function machine(): string {
  const memory = Math.round(totalmem() / 1024 ** 3);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${memory} GB RAM, Node ${process.version}, load average ${load} (1/5/15 min) at the end`;
}

export function section(reports: DatabaseReport[], scale: number, seconds: number, findings: string): string {
  const parts = [
    start,
    '## API',
    '',
    `Measured by \`npm run bench:api -- --scale ${scale}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
    `${machine()}. The load generator (autocannon, 10 connections, ${seconds} s per row) runs on the same cores as`,
    'the server, and other work shared the machine. Data: 10k members, 100k member recipes, 1M likes, 1M comments,',
    `100k messages, 100k notifications, 50k friendships at scale 1 (times ${scale} here), seeded by set-based SQL.`,
    '',
  ];
  for (const report of reports) {
    parts.push(
      `### ${report.label} (${report.version}; seeded in ${report.seedSeconds} s)`,
      '',
      table(report),
      '',
    );
    const profiled = report.results.filter((result) => result.profile);
    if (profiled.length > 0)
      parts.push(
        `Where a read's CPU went on ${report.label} (\`--profile\`: self time of 300 reads, one at a time, by owner):`,
        '',
        ...profiled.map((result) => `- ${result.scenario.name}: ${result.profile}`),
        '',
      );
  }
  parts.push(findings.trim(), end);
  return parts.join('\n');
}

/** Replaces (or adds) the API section of the benchmarks page, leaving every other section as it was. */
export function writeSection(path: string, text: string): void {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n\n## Provider\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + text + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${text}\n`;
  writeFileSync(path, next);
}
