// A CPU profile of this process while `work` runs (node:inspector, the profile Chrome's DevTools open), and where
// its time went, by who spent it: PGlite (its WebAssembly and its JavaScript), the answer's encoding against the
// contract (zod), Fastify with `inject`, the pg driver, our server's code, the garbage collector, V8's own native
// work (JSON, strings, regular expressions) and other libraries. Used by bench:api's and bench:writes's
// `--profile DIR`, so a row that misses its target says what holds it back.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { dirname } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const owners: [string, (frame: ProfileNode['callFrame']) => boolean][] = [
  ['PGlite', ({ url }) => url.includes('@electric-sql/pglite') || url.startsWith('wasm://')],
  ['zod encoding', ({ url }) => /node_modules\/(zod|fastify-type-provider-zod)\//.test(url)],
  [
    'Fastify and inject',
    ({ url }) =>
      /node_modules\/(fastify|@fastify|light-my-request|find-my-way|avvio|fast-json-stringify)/.test(url),
  ],
  ['pg driver', ({ url }) => /node_modules\/(pg|pg-protocol|pg-types)\//.test(url)],
  ['our server', ({ url }) => url.includes('/packages/')],
  ['garbage collector', ({ functionName }) => functionName === '(garbage collector)'],
  ['V8 native (JSON, strings)', ({ url, functionName }) => url === '' && !functionName.startsWith('(')],
  ['other libraries', ({ url }) => url.includes('node_modules')],
];

/** Self time by owner, in per cent of the profile's busy time (idle left out), largest first. */
function whereTheTimeWent(profile: Profile): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const spent = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, n) => {
    const frame = byId.get(id)?.callFrame;
    // Idle time, and the inspector's own `dispatch` (the profiler starting and stopping) are nobody's work.
    if (!frame || frame.functionName === '(idle)' || (frame.functionName === 'dispatch' && frame.url === ''))
      return;
    const owner = owners.find(([, owns]) => owns(frame))?.[0] ?? 'other';
    const micros = profile.timeDeltas[n] ?? 0;
    spent.set(owner, (spent.get(owner) ?? 0) + micros);
    busy += micros;
  });
  return [...spent]
    .map(([owner, micros]): [string, number] => [owner, Math.round((micros / Math.max(busy, 1)) * 1000) / 10])
    .sort((a, b) => b[1] - a[1]);
}

/** Runs `work` under the profiler, writes the profile to `file` and returns where its time went. */
export async function profiled(work: () => Promise<void>, file: string): Promise<[string, number][]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    await work();
    const { profile } = await session.post('Profiler.stop');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(profile));
    return whereTheTimeWent(profile as unknown as Profile);
  } finally {
    session.disconnect();
  }
}

/** "PGlite 61 %, our server 12 %, …". */
export const timeWords = (shares: [string, number][]) =>
  shares.map(([owner, share]) => `${owner} ${share} %`).join(', ');
