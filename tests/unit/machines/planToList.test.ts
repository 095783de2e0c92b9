import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { planMachine, shownWeek } from '../../../machines/plan/planMachine.ts';
import type { PlanEntriesToList } from '../../../machines/plan/toList.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { fakePlanServer, maria, mariasPlan, offline } from './helpers/fakePlanServer.ts';

// "Add this week to the shopping list" in the plan machine: the week's saved recipe entries go to the shopping
// list's queue (an emitted event the shell forwards), are shown added at once, and a second add asks first.

const tuesday = Date.parse('2026-11-24T11:00:00');

function start(server = fakePlanServer()) {
  const actor = createActor(planMachine, {
    input: {
      client: server.client,
      memberId: maria,
      storage: memoryStorage(),
      now: () => tuesday,
      random: Math.random,
    },
  }).start();
  actor.send({ type: 'plan.show' });
  const sent: PlanEntriesToList[] = [];
  actor.on('planEntries.add', (event) => sent.push(event));
  const toasts: string[] = [];
  actor.on('toast.show', (notice) => toasts.push(notice.text));
  const idle = () =>
    waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }) && s.context.pending.length === 0);
  const plan = (recipeId: string, title: string, day: string) =>
    actor.send({ type: 'recipe.plan', recipeId, title, image: null, servings: 4, day, meal: 'dinner' });
  const idOf = (title: string, day: string) =>
    shownWeek(actor.getSnapshot().context)?.entries.find((e) => e.title === title && e.day === day)?.id ?? '';
  const onList = () =>
    shownWeek(actor.getSnapshot().context)
      ?.entries.filter((entry) => entry.addedToListAt !== null)
      .map((entry) => `${entry.day} ${entry.title}`);
  return { actor, server, sent, toasts, idle, plan, idOf, onList };
}

describe('planMachine: the week to the shopping list', () => {
  it('sends the week’s recipes to the list at once and shows them added; a second add asks first', async () => {
    const { actor, server, sent, idle, plan, idOf, onList } = start();
    await idle();
    plan(sampleId(40), 'Pancakes', '2026-11-24');
    plan(sampleId(41), 'Leek soup', '2026-11-25');
    actor.send({ type: 'add.open', day: '2026-11-26' });
    actor.send({ type: 'add.change', note: 'Leftovers' });
    actor.send({ type: 'add.save' });
    await idle();
    const pancakes = idOf('Pancakes', '2026-11-24');
    const soup = idOf('Leek soup', '2026-11-25');

    actor.send({ type: 'week.toList' });
    // Nothing was added before: no question, the note stays off the list.
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
    expect(sent).toEqual([{ type: 'planEntries.add', planId: mariasPlan, entryIds: [pancakes, soup] }]);
    expect(onList()).toEqual(['2026-11-24 Pancakes', '2026-11-25 Leek soup']);

    // The list's add marks them on the server and tells the plan: the device's own mark is no longer needed.
    server.markListed(mariasPlan, [pancakes, soup]);
    await waitFor(actor, (s) => Object.keys(s.context.listed).length === 0);
    expect(onList()).toEqual(['2026-11-24 Pancakes', '2026-11-25 Leek soup']);

    plan(sampleId(40), 'Pancakes', '2026-11-27');
    await idle();
    const fridayPancakes = idOf('Pancakes', '2026-11-27');
    actor.send({ type: 'week.toList' });
    expect(actor.getSnapshot().matches({ ready: { view: 'confirmingList' } })).toBe(true);
    actor.send({ type: 'toList.cancel' });
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
    expect(sent).toHaveLength(1);

    // Only the recipe not added yet.
    actor.send({ type: 'week.toList' });
    actor.send({ type: 'toList.new' });
    expect(sent.at(-1)?.entryIds).toEqual([fridayPancakes]);
    expect(onList()).toHaveLength(3);

    // Every recipe is on the list now: "only the new ones" has nothing to add; all of them again does.
    actor.send({ type: 'week.toList' });
    actor.send({ type: 'toList.new' });
    expect(actor.getSnapshot().matches({ ready: { view: 'confirmingList' } })).toBe(true);
    expect(sent).toHaveLength(2);
    actor.send({ type: 'toList.all' });
    expect(sent.at(-1)?.entryIds).toEqual([pancakes, soup, fridayPancakes]);
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
  });

  it('a week with no saved recipe says there is nothing to add, and an entry not yet saved is left out', async () => {
    const { actor, server, sent, toasts, idle, plan } = start();
    await idle();
    actor.send({ type: 'week.toList' });
    expect(toasts).toEqual(['No recipes planned this week to add to the shopping list yet.']);
    // Planned offline: the entry has a local id the server does not know yet.
    server.client.addPlanEntry = async () => Promise.reject(offline());
    plan(sampleId(40), 'Pancakes', '2026-11-24');
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'offline' } }));
    actor.send({ type: 'week.toList' });
    expect(toasts.filter((text) => text.startsWith('No recipes planned'))).toHaveLength(2);
    expect(sent).toEqual([]);
  });
});
