#!/usr/bin/env node
// What runs in the long tasks of the member pages (issue 30): a Chromium performance trace of each page as it
// loads on a 4× slower CPU (CDP CPU throttling, like Lighthouse's mobile preset, without its network simulation),
// as the busy member (support/busyMember.mjs). For each page: the main thread's tasks over 50 ms, what each spent
// its time on (script, style, layout, paint, parsing), the functions that took the most time inside them and,
// with a profiling build, the React components that did.
//
// Usage: node tests/perf/pageTrace.mjs [--no-build | --profiling-build] [--pages browse,recipe,shopping,plan,potluck]
//        [--keep DIR] [--wait 6000] [--width 412]
// --profiling-build builds the app unminified (functions keep their names) with React's profiling build, which
// marks every component's render in the trace; run `npm run build` again afterwards for the real build.
// --keep writes each trace as DIR/<page>.json, which Chromium's DevTools Performance panel opens.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { busyMember, makeBusyMember } from './support/busyMember.mjs';
import { buildUnlessSkipped, startCompiledServer } from './support/compiledServer.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const chosen = option('--pages', 'browse,recipe,shopping,plan,potluck').split(',');
const keepDir = option('--keep');
const waitMs = Number(option('--wait', '6000'));
const width = Number(option('--width', '412'));

if (process.argv.includes('--profiling-build')) {
  const { build, loadConfigFromFile } = await import('vite');
  const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts');
  await build({
    ...config,
    configFile: false,
    // Unminified code is larger than the bundle budgets allow: they are the real build's to check.
    plugins: config.plugins.flat().filter((plugin) => plugin && plugin.name !== 'potluck-bundle-budgets'),
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { ...config.build, minify: false },
    logLevel: 'warn',
  });
  spawnSync('node', ['scripts/prerender.mjs'], { stdio: 'inherit' });
} else {
  buildUnlessSkipped();
}
const dataDir = mkdtempSync(join(tmpdir(), 'potluck-trace-'));
const running = await startCompiledServer({
  dataDir,
  timeoutMs: 120_000,
  env: { RATE_LIMIT_WRITES: '100000' },
});
running.server.once('exit', (code, signal) => console.log(`the server exited: ${code} ${signal}`));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});

/** Where a sampled function is: its name as V8 saw it and its script's file in the build, with the line. */
const where = ({ url, lineNumber, functionName }) => ({
  name: functionName || '(anonymous)',
  file: url ? `${url.replace(/^https?:\/\/[^/]+\//, '')}:${lineNumber + 1}` : '(native)',
});

const kinds = {
  script: [
    'FunctionCall',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'v8.evaluateModule',
    'V8.GCScavenger',
    'MajorGC',
    'MinorGC',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout', 'UpdateLayerTree', 'PrePaint'],
  paint: ['Paint', 'PaintImage', 'Layerize', 'Commit', 'RasterTask'],
  parse: ['ParseHTML'],
  image: ['Decode Image', 'ImageDecodeTask'],
};
const kindOf = new Map(Object.entries(kinds).flatMap(([kind, names]) => names.map((n) => [n, kind])));

/** The renderer's main thread's long tasks and where their time went. */
function analyse(events) {
  // The page's renderer: of the renderers' main threads, the one that did the most.
  const busy = new Map();
  for (const e of events.filter((x) => x.name === 'thread_name' && x.args?.name === 'CrRendererMain')) {
    const key = `${e.pid}:${e.tid}`;
    busy.set(
      key,
      events.filter((x) => x.pid === e.pid && x.tid === e.tid).reduce((s, x) => s + (x.dur ?? 0), 0),
    );
  }
  const [pid, tid] = [...busy]
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(':')
    .map(Number);
  const main = { pid, tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .filter((e) => e.dur >= 50_000)
    // RunTask events nest (a task inside a task's ThreadControllerImpl::RunTask): the outermost only.
    .filter(
      (e, n, all) =>
        !all.some(
          (o) =>
            o !== e &&
            o.ts <= e.ts &&
            o.ts + o.dur >= e.ts + e.dur &&
            (o.ts < e.ts || o.dur > e.dur || all.indexOf(o) < n),
        ),
    );
  const start =
    onMain.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ??
    Math.min(...onMain.map((e) => e.ts));
  // CPU profile samples (a sample every 100 µs or so) attributed to the leaf function.
  const nodes = new Map();
  const samples = [];
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid)) {
    const data = e.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    let ts = samples.length
      ? samples.at(-1).ts
      : (events.find((x) => x.name === 'Profile' && x.pid === main.pid)?.args.data.startTime ?? 0);
    (data.samples ?? []).forEach((id, n) => {
      ts += deltas[n] ?? 0;
      samples.push({ id, ts });
    });
  }
  const report = [];
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const within = onMain.filter(
      (e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task,
    );
    // Top-level categories: an event's time not inside another event of a known kind.
    const byKind = {};
    const known = within.filter((e) => kindOf.has(e.name)).sort((a, b) => a.ts - b.ts);
    let coveredTo = task.ts;
    for (const e of known) {
      if (e.ts + e.dur <= coveredTo) continue;
      const from = Math.max(e.ts, coveredTo);
      byKind[kindOf.get(e.name)] = (byKind[kindOf.get(e.name)] ?? 0) + (e.ts + e.dur - from);
      coveredTo = e.ts + e.dur;
    }
    const selfByFunction = new Map();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    for (let n = 1; n < inTask.length; n++) {
      const node = nodes.get(inTask[n].id);
      if (!node) continue;
      const frame = node.callFrame;
      const at = where(frame);
      const key = `${at.name} (${at.file})`;
      selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + (inTask[n].ts - inTask[n - 1].ts));
    }
    const top = [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, 12);
    // React's profiling build marks each component's render (console.timeStamp on the "Components ⚛" track):
    // a component's own time is its mark less its children's marks.
    const marks = onMain
      .filter((e) => e.name === 'TimeStamp' && e.args?.data?.track === 'Components ⚛')
      .map((e) => ({
        name: e.args.data.message,
        start: Number(e.args.data.start),
        end: Number(e.args.data.end),
      }))
      .filter((m) => m.start >= task.ts && m.end <= end)
      .sort((a, b) => a.start - b.start || b.end - a.end);
    const stack = [];
    const own = new Map();
    for (const mark of marks) {
      while (stack.length && stack.at(-1).end <= mark.start) stack.pop();
      mark.self = mark.end - mark.start;
      if (stack.length) stack.at(-1).self -= mark.self;
      stack.push(mark);
    }
    for (const mark of marks) {
      const entry = own.get(mark.name) ?? { self: 0, count: 0 };
      entry.self += mark.self;
      entry.count += 1;
      own.set(mark.name, entry);
    }
    const components = [...own].sort((a, b) => b[1].self - a[1].self).slice(0, 20);
    const counts = {};
    for (const e of within) counts[e.name] = (counts[e.name] ?? 0) + 1;
    report.push({
      at: Math.round((task.ts - start) / 1000),
      ms: Math.round(task.dur / 1000),
      byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, Math.round(v / 1000)])),
      styleRecalcs: counts.UpdateLayoutTree ?? 0,
      layouts: counts.Layout ?? 0,
      top: top.map(([key, us]) => `${(us / 1000).toFixed(1)} ms ${key}`),
      components: components.map(
        ([name, { self, count }]) => `${(self / 1000).toFixed(1)} ms ${name} ×${count}`,
      ),
    });
  }
  return report;
}

try {
  const { potluckId } = await makeBusyMember(running.origin);
  const context = await browser.newContext({ viewport: { width, height: 823 } });
  // React's profiling build times components only when it sees a DevTools hook.
  await context.addInitScript(() => {
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const login = await context.newPage();
  await login.goto(`${running.origin}/login`);
  await login.getByLabel('Username').fill(busyMember.username);
  await login.getByLabel('Password').fill(busyMember.password);
  await login.getByRole('button', { name: 'Log In' }).last().click();
  await login.getByRole('navigation', { name: 'Main' }).waitFor();
  const recipes = await login.evaluate(async () => (await fetch('/api/my-recipes')).json());
  await login.close();
  const paths = {
    browse: '/',
    recipe: `/recipe/${recipes[0]._id}`,
    shopping: '/shopping',
    plan: '/plan',
    potluck: `/potluck/${potluckId}`,
  };
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  for (const id of chosen) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const load = loadavg()[0];
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
        'toplevel',
      ],
    });
    await page.goto(`${running.origin}${paths[id]}`, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    if (keepDir) writeFileSync(join(keepDir, `${id}.json`), JSON.stringify(trace));
    const tasks = analyse(trace.traceEvents);
    const total = tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
    console.log(
      `\n## ${id} (load ${load.toFixed(1)}): ${tasks.length} tasks over 50 ms, ${total} ms over 50 ms in all`,
    );
    for (const task of tasks) {
      console.log(
        `- at ${task.at} ms: ${task.ms} ms ${JSON.stringify(task.byKind)} styles ${task.styleRecalcs} layouts ${task.layouts}`,
      );
      for (const line of task.top) console.log(`    ${line}`);
      if (task.components.length) console.log(`    components (own time): ${task.components.join('; ')}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
