// `npm run bench:statechart [-- --runs 7] [-- --storybook storybook-static]`: how long the largest machine's chart
// takes to lay out (ELK) and draw (issue 38, goal under 300 ms). The largest machine is the one with the most states
// and transitions in machines/index.ts. Measured twice:
// - in Node: layout and the SVG drawn to markup, as the chart opens (folded to its top level) and whole (as
//   docs/statecharts draws it), each run after a warm-up;
// - in Chromium, when a Storybook build is there: the chart's story opened in a fresh page, from the start of its
//   layout to the SVG on the page (the `statechart:first-draw` measure of useChartLayout.ts).
// Prints the medians of `--runs` runs with the load average, and writes the "Statecharts" section of
// docs/benchmarks.md.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyStateMachine } from 'xstate';
import { type StatechartName, statecharts } from '../../machines/index.ts';
import { type OutlineNode, outline } from '../../machines/support/outline.ts';
import { arrowWords, stepsOf } from '../../stories/statecharts/chart/arrowWords.ts';
import { ChartDrawing } from '../../stories/statecharts/chart/ChartDrawing.tsx';
import { chartGraph } from '../../stories/statecharts/chart/chartGraph.ts';
import { layOutChart } from '../../stories/statecharts/chart/chartLayout.ts';
import { firstFolds } from '../../stories/statecharts/chart/useChartLayout.ts';
import { type Walk, walks } from '../../stories/statecharts/walks/index.ts';
import { writeBenchmarksSection } from './support/benchmarksPage.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    storybook: { type: 'string', default: 'storybook-static' },
  },
});
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs >= 1)) throw new Error('--runs must be a whole number from 1');
const goalMs = 300;

const size = (node: OutlineNode): number =>
  1 + node.transitions.length + node.children.reduce((sum, child) => sum + size(child), 0);
const [largest] = (Object.keys(statecharts) as StatechartName[])
  .map((name) => ({ name, root: outline(statecharts[name]) }))
  .sort((a, b) => size(b.root) - size(a.root));
if (!largest) throw new Error('machines/index.ts lists no statechart');
const machine: AnyStateMachine = statecharts[largest.name];
const walk = walks[largest.name] as Walk;
const count = (node: OutlineNode): [number, number] =>
  node.children.reduce<[number, number]>(
    ([states, transitions], child) => {
      const [s, t] = count(child);
      return [states + s, transitions + t];
    },
    [1, node.transitions.length],
  );
const [states, transitions] = count(largest.root);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const load = () => loadavg()[0] as number;

/** Layout and drawing to SVG markup, in Node: what docs/statecharts and a chart's first render do. */
async function inNode(folded: Set<string>): Promise<{ ms: number; loads: number[] }> {
  const times: number[] = [];
  const loads: number[] = [];
  const once = async () => {
    const started = performance.now();
    const words = arrowWords(machine, largest!.root, walk.input, stepsOf(walk.events));
    const layout = await layOutChart(chartGraph(largest!.root, words, folded));
    renderToStaticMarkup(createElement(ChartDrawing, { layout, label: largest!.name }));
    return performance.now() - started;
  };
  await once();
  for (let run = 0; run < runs; run++) {
    loads.push(load());
    times.push(await once());
  }
  return { ms: median(times), loads };
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The chart's story opened in Chromium, `runs` times in fresh pages: the first drawing's measure. */
async function inChromium(folder: string): Promise<{ ms: number; loads: number[] } | null> {
  if (!existsSync(join(folder, 'iframe.html'))) return null;
  const root = resolve(folder);
  const server = createServer((request, response) => {
    let file = normalize(join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const url = `http://127.0.0.1:${port}/iframe.html?id=statecharts-${largest!.name.toLowerCase()}--explore&viewMode=story`;
  const times: number[] = [];
  const loads: number[] = [];
  try {
    for (let run = 0; run <= runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(url);
      const ms = await page.waitForFunction(
        () => performance.getEntriesByName('statechart:first-draw')[0]?.duration,
        undefined,
        { timeout: 60_000 },
      );
      // The first run warms the browser's caches, as the Node runs' warm-up does.
      if (run > 0) {
        times.push((await ms.jsonValue()) as number);
        loads.push(load());
      }
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { ms: median(times), loads };
}

const opening = await inNode(firstFolds(largest.root));
const whole = await inNode(new Set());
const browser = await inChromium(values.storybook ?? 'storybook-static');

const loadRange = (loads: number[]) => `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
const verdict = (ms: number) => (ms < goalMs ? 'under' : 'over');
const rows = [
  `| Node: layout + SVG, folded to its top level (as it opens) | ${opening.ms.toFixed(0)} | ${loadRange(opening.loads)} | ${verdict(opening.ms)} |`,
  `| Node: layout + SVG, whole chart (as docs/statecharts) | ${whole.ms.toFixed(0)} | ${loadRange(whole.loads)} | ${verdict(whole.ms)} |`,
  browser
    ? `| Chromium: the story opened, layout start to SVG on the page | ${browser.ms.toFixed(0)} | ${loadRange(browser.loads)} | ${verdict(browser.ms)} |`
    : '| Chromium: not measured (no Storybook build; run `npm run build-storybook` first) | | | |',
];
const section = [
  '<!-- statecharts:start -->',
  '## Statecharts: layout and first draw',
  '',
  `\`npm run bench:statechart\` (tests/perf/statechart.bench.ts), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC,`,
  `${cpus().length} cores. The largest machine, ${largest.name} (${states} states, ${transitions} transitions), laid out`,
  `by ELK and drawn by the chart's SVG component; median of ${runs} runs after a warm-up, with the 1-minute load`,
  `average during the runs. Goal: under ${goalMs} ms.`,
  '',
  '| what | median ms | load | goal |',
  '|---|---|---|---|',
  ...rows,
  '<!-- statecharts:end -->',
].join('\n');
console.log(section);
writeBenchmarksSection('statecharts', section);
