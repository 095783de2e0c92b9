import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { planMachine, shownWeek } from '../../../machines/plan/planMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { fakePlanServer, maria, mariasPlan, refused } from './helpers/fakePlanServer.ts';

// "+ Add" on a day searches the member's cookbooks too: a cookbook whose title matches is opened, and one of its
// recipes is chosen like any found recipe.

function start(server = fakePlanServer()) {
  const actor = createActor(planMachine, {
    input: {
      client: server.client,
      memberId: maria,
      storage: memoryStorage(),
      now: () => Date.parse('2026-11-24T11:00:00'),
      random: Math.random,
    },
  }).start();
  actor.send({ type: 'plan.show' });
  const idle = () =>
    waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }) && s.context.pending.length === 0);
  const editing = () => waitFor(actor, (s) => s.matches({ ready: { view: { adding: 'editing' } } }));
  return { actor, server, idle, editing };
}

describe('planMachine: adding from a cookbook', () => {
  it('finds the member’s cookbooks by title, opens one and plans one of its recipes', async () => {
    const { actor, server, idle, editing } = start();
    await idle();
    actor.send({ type: 'add.open', day: '2026-11-26' });
    actor.send({ type: 'add.change', query: 'soup' });
    actor.send({ type: 'add.search' });
    await editing();
    expect(actor.getSnapshot().context.foundCookbooks).toEqual([
      { cookbookId: sampleId(30), title: 'Soups for winter', recipeCount: 2 },
    ]);
    actor.send({ type: 'add.openCookbook', cookbookId: sampleId(30) });
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    await editing();
    const { found, openedCookbook } = actor.getSnapshot().context;
    expect(openedCookbook).toBe('Soups for winter');
    // A recipe the catalogue no longer holds (no title) is left out.
    expect(found?.map((recipe) => `${recipe.source}: ${recipe.title}`)).toEqual([
      'cookbook: Leek soup',
      'cookbook: Soup of the day',
    ]);
    actor.send({ type: 'add.choose', recipe: found?.[0] ?? null });
    actor.send({ type: 'add.save' });
    await idle();
    expect(server.entries(mariasPlan).map((entry) => entry.title)).toEqual(['Leek soup']);
    expect(shownWeek(actor.getSnapshot().context)?.entries[0]?.recipeId).toBe(sampleId(41));
  });

  it('a cookbook that cannot be read says so, and the search can be tried again', async () => {
    const server = fakePlanServer();
    vi.mocked(server.client.getCookbook).mockRejectedValueOnce(refused(503, 'Request failed (503)'));
    const { actor, idle, editing } = start(server);
    await idle();
    actor.send({ type: 'add.open', day: '2026-11-26' });
    actor.send({ type: 'add.change', query: 'soup' });
    actor.send({ type: 'add.search' });
    await editing();
    actor.send({ type: 'add.openCookbook', cookbookId: sampleId(30) });
    await waitFor(actor, (s) => s.matches({ ready: { view: { adding: 'searchFailed' } } }));
    actor.send({ type: 'add.search' });
    await editing();
    expect(actor.getSnapshot().context.openedCookbook).toBeNull();
  });
});
