// The map of the app (Statecharts › Map of the app) names every route of both route tables and every machine
// that has a chart, so a page or a machine added later cannot be missing from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type StatechartName, statecharts } from '../../../machines/index.ts';
import { appMap, shellMachines } from '../../../stories/statecharts/appMap.ts';

const app = join(import.meta.dirname, '..', '..', '..', 'app');
/** The paths a route table declares, as the map writes them ('recipe/:id' → '/recipe/:id'). */
function pathsOf(file: string): string[] {
  const source = readFileSync(join(app, file), 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1] as string);
  return paths.filter((path) => path !== '*').map((path) => (path.startsWith('/') ? path : `/${path}`));
}

describe('the map of the app', () => {
  it('names every route a member can open', () => {
    const member = appMap.filter((row) => !row.visitor).map((row) => row.path);
    expect(new Set(member)).toEqual(new Set(pathsOf('memberRouter.tsx')));
  });

  it('names every route a visitor can open', () => {
    const visitor = appMap.filter((row) => row.visitor).map((row) => row.path);
    expect(new Set(visitor)).toEqual(new Set(pathsOf('router.tsx')));
  });

  it('links every machine that has a chart', () => {
    const named = new Set([...shellMachines, ...appMap.flatMap((row) => row.machines)]);
    expect([...named].sort()).toEqual((Object.keys(statecharts) as StatechartName[]).sort());
  });
});
