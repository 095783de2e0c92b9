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

/** Issue 3's targets: reads p99 ≤ 50 ms, polls at least a fifth of the ceiling; issue 30's: list reads half. */
export function verdict(result: RunResult, ceiling: number): string {
  const { kind } = result.scenario;
  const misses: string[] = [];
  if ((kind === 'read' || kind === 'poll' || kind === 'list') && result.p99 > 50) misses.push('p99 > 50 ms');
  if (kind === 'poll' && result.requestsPerSecond < ceiling * 0.2) misses.push('< 20 % of ceiling');
  if (kind === 'list' && result.requestsPerSecond < ceiling * 0.5) misses.push('< 50 % of ceiling');
  if (kind === 'ceiling' || kind === 'write') return '–';
  return misses.length > 0 ? `missed: ${misses.join(', ')}` : 'met';
}

export function table(report: DatabaseReport): string {
  const ceiling = report.results.find((r) => r.scenario.kind === 'ceiling')?.requestsPerSecond ?? 0;
  const lines = [
    '| request | req/s | p50 ms | p99 ms | of ceiling | target |',
    '|---|---:|---:|---:|---:|---|',
    ...report.results.map((r) => {
      const ratio = ceiling > 0 ? `${Math.round((r.requestsPerSecond / ceiling) * 100)} %` : '–';
      return `| ${r.scenario.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${ratio} | ${verdict(r, ceiling)} |`;
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
