import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { PlanClient } from '../../../machines/plan/calls.ts';
import { planMachine, shownWeek } from '../../../machines/plan/planMachine.ts';
import { goneMessage, retryDelayMs, undoWindowMs } from '../../../machines/plan/setup.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { planKey } from '../../../machines/support/storageKeys.ts';
import { aPotluckSummary } from '../../../stories/statecharts/potluckSamples.ts';
import { sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import {
  fakePlanServer,
  kenji,
  kenjisPlan,
  maria,
  mariasPlan,
  offline,
  refused,
} from './helpers/fakePlanServer.ts';
import { done, elapsed, failed } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

// The member's clock: Tuesday 24 November 2026, 11:00 (a simulated clock the tests move).
const tuesday = Date.parse('2026-11-24T11:00:00');
const input = (client: PlanClient, clock: { now: number }, storage = memoryStorage()) => ({
  client,
  memberId: maria,
  storage,
  now: () => clock.now,
  random: Math.random,
});

function start(server = fakePlanServer(), storage = memoryStorage(), { show = true } = {}) {
  const clock = { now: tuesday };
  const actor = createActor(planMachine, { input: input(server.client, clock, storage) }).start();
  if (show) actor.send({ type: 'plan.show' });
  const shown = () =>
    shownWeek(actor.getSnapshot().context)?.entries.map(
      (entry) => `${entry.day} ${entry.meal} ${entry.title}`,
    );
  const idle = () =>
    waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }) && s.context.pending.length === 0);
  const addNote = (day: string, note: string) => {
    actor.send({ type: 'add.open', day });
    actor.send({ type: 'add.change', note });
    actor.send({ type: 'add.save' });
  };
  const entryId = (title: string) =>
    shownWeek(actor.getSnapshot().context)?.entries.find((entry) => entry.title === title)?.id ?? '';
  const toasts: string[] = [];
  actor.on('toast.show', (notice) => toasts.push(notice.text));
  return { actor, server, storage, clock, shown, idle, addNote, entryId, toasts };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('planMachine', () => {
  it('opens this week of the member’s own plan (from Monday, by the clock), and turns the weeks', async () => {
    const { actor, server, clock, idle } = start();
    await idle();
    expect(actor.getSnapshot().context.weekStart).toBe('2026-11-23');
    expect(server.client.getPlanWeek).toHaveBeenLastCalledWith(mariasPlan, '2026-11-23');
    actor.send({ type: 'week.next' });
    await idle();
    expect(server.client.getPlanWeek).toHaveBeenLastCalledWith(mariasPlan, '2026-11-30');
    actor.send({ type: 'week.previous' });
    actor.send({ type: 'week.previous' });
    await idle();
    expect(actor.getSnapshot().context.weekStart).toBe('2026-11-16');
    // A week later on the clock, "This week" is the next Monday's.
    clock.now += 7 * 24 * 3600_000;
    actor.send({ type: 'week.today' });
    await idle();
    expect(server.client.getPlanWeek).toHaveBeenLastCalledWith(mariasPlan, '2026-11-30');
  });

  it('stays dormant, asking nothing, until /plan is opened or a change is queued', async () => {
    const { actor, server } = start(fakePlanServer(), memoryStorage(), { show: false });
    expect(actor.getSnapshot().matches('dormant')).toBe(true);
    expect(server.client.getPlans).not.toHaveBeenCalled();
    actor.send({
      type: 'recipe.plan',
      recipeId: sampleId(40),
      title: 'Pancakes',
      image: null,
      servings: 6,
      day: '2026-11-25',
      meal: 'dinner',
    });
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }) && s.context.pending.length === 0);
    // Planned from its page onto the member's own plan, once its id was known.
    expect(server.client.addPlanEntry).toHaveBeenCalledWith(
      mariasPlan,
      expect.objectContaining({ day: '2026-11-25', meal: 'dinner', recipeId: sampleId(40), servings: 6 }),
      '2026-11-23',
    );
    expect(server.entries(mariasPlan).map((entry) => entry.title)).toEqual(['Pancakes']);
  });

  it('adds a note at once, and a recipe found by a search with the recipe’s servings', async () => {
    const { actor, server, shown, idle, addNote, toasts } = start();
    await idle();
    addNote('2026-11-24', 'Leftovers');
    // Shown before the server answered.
    expect(shown()).toEqual(['2026-11-24 dinner Leftovers']);
    await idle();
    actor.send({ type: 'add.open', day: '2026-11-26' });
    actor.send({ type: 'add.change', query: 'soup', meal: 'lunch' });
    actor.send({ type: 'add.search' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { adding: 'editing' } } }));
    const found = actor.getSnapshot().context.found ?? [];
    expect(found.map((recipe) => `${recipe.source}: ${recipe.title}`)).toEqual([
      'yours: Leek soup',
      'members: Leek and potato soup',
      'catalogue: Soup of the day',
    ]);
    actor.send({ type: 'add.choose', recipe: found[0] ?? null });
    actor.send({ type: 'add.save' });
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
    await idle();
    expect(shown()).toEqual(['2026-11-24 dinner Leftovers', '2026-11-26 lunch Leek soup']);
    expect(shownWeek(actor.getSnapshot().context)?.entries[1]?.servings).toBe(2);
    expect(server.entries(mariasPlan)).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('an empty note or no recipe adds nothing; a failed search can be tried again', async () => {
    const server = fakePlanServer();
    vi.mocked(server.client.getMyRecipes).mockRejectedValueOnce(refused(503, 'Request failed (503)'));
    const { actor, addNote, idle } = start(server);
    await idle();
    addNote('2026-11-24', '   ');
    expect(actor.getSnapshot().context.pending).toEqual([]);
    actor.send({ type: 'add.change', query: 'soup' });
    actor.send({ type: 'add.search' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { adding: 'searchFailed' } } }));
    actor.send({ type: 'add.search' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { adding: 'editing' } } }));
    expect(actor.getSnapshot().context.found).toHaveLength(3);
  });

  it('moves an entry and changes its servings at once; each change carries when it was made', async () => {
    const { actor, server, shown, idle, addNote, entryId, clock } = start();
    await idle();
    addNote('2026-11-24', 'Pizza night');
    await idle();
    clock.now += 60_000;
    actor.send({ type: 'entry.move', entryId: entryId('Pizza night'), day: '2026-11-25', meal: 'lunch' });
    actor.send({ type: 'entry.servings', entryId: entryId('Pizza night'), servings: 500 });
    expect(shown()).toEqual(['2026-11-25 lunch Pizza night']);
    await idle();
    expect(server.client.updatePlanEntry).toHaveBeenCalledWith(
      mariasPlan,
      expect.any(String),
      { day: '2026-11-25', meal: 'lunch', changedAt: new Date(clock.now).toISOString() },
      '2026-11-23',
    );
    // At most the servings an entry takes.
    expect(server.entries(mariasPlan)[0]).toMatchObject({ day: '2026-11-25', servings: 100 });
  });

  it('a change to an entry added offline waits for its add, then names the server’s id', async () => {
    const server = fakePlanServer();
    const { actor, shown, idle, addNote, entryId } = start(server);
    await idle();
    vi.mocked(server.client.addPlanEntry).mockRejectedValueOnce(offline());
    addNote('2026-11-27', 'Eat out');
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'offline' } }));
    actor.send({ type: 'entry.move', entryId: entryId('Eat out'), meal: 'lunch' });
    expect(shown()).toEqual(['2026-11-27 lunch Eat out']);
    actor.send({ type: 'connection.online' });
    await idle();
    expect(server.entries(mariasPlan)).toMatchObject([{ title: 'Eat out', meal: 'lunch' }]);
  });

  it('keeps changes made offline on the device, and sends them (once each) after a reload', async () => {
    const storage = memoryStorage();
    const server = fakePlanServer();
    const first = start(server, storage);
    await first.idle();
    vi.mocked(server.client.addPlanEntry).mockRejectedValueOnce(offline());
    first.addNote('2026-11-24', 'Leftovers');
    await waitFor(first.actor, (s) => s.matches({ ready: { sync: 'offline' } }));
    first.actor.stop();
    // The device keeps the member's change, not the week (packages/client keeps the answers it read).
    const kept = JSON.parse(storage.getItem(planKey(maria)) ?? '{}');
    expect(kept).toEqual({
      version: 2,
      pending: [expect.objectContaining({ kind: 'add', planId: mariasPlan, title: 'Leftovers' })],
    });
    // A reload while still offline: the client answers the reads with the copies it kept (the fake's reads stand
    // for them), and the queued note shows on top.
    vi.mocked(server.client.addPlanEntry).mockRejectedValueOnce(offline());
    const again = start(server, storage);
    await waitFor(again.actor, (s) => s.matches({ ready: { sync: 'offline' } }));
    expect(again.shown()).toEqual(['2026-11-24 dinner Leftovers']);
    // Back online: sent with the operation id it was kept with, and added once.
    again.actor.send({ type: 'connection.online' });
    await again.idle();
    expect(vi.mocked(server.client.addPlanEntry).mock.calls.at(-1)?.[1].operationId).toBe(
      kept.pending[0].operationId,
    );
    expect(server.entries(mariasPlan).map((entry) => entry.title)).toEqual(['Leftovers']);
  });

  it('sends again after a busy server, drops a refused change and says why', async () => {
    vi.useFakeTimers();
    const server = fakePlanServer();
    const { actor, idle, toasts } = start(server);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { sync: 'synced' } })).toBe(true));
    vi.mocked(server.client.addPlanEntry).mockRejectedValueOnce(refused(503, 'Request failed (503)'));
    actor.send({
      type: 'recipe.plan',
      recipeId: sampleId(40),
      title: 'Pancakes',
      image: null,
      servings: null,
      day: '2026-11-24',
      meal: 'dinner',
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { sync: 'retrying' } })).toBe(true));
    await vi.advanceTimersByTimeAsync(retryDelayMs);
    await idle();
    expect(server.entries(mariasPlan)).toMatchObject([{ title: 'Pancakes', servings: 4 }]);
    actor.send({
      type: 'recipe.plan',
      recipeId: sampleId(99),
      title: 'Secret',
      image: null,
      servings: null,
      day: '2026-11-24',
      meal: 'lunch',
    });
    await idle();
    expect(toasts).toEqual([
      'Planned for Tue 24 Nov, dinner.',
      'Planned for Tue 24 Nov, lunch.',
      'Recipe not found',
    ]);
    expect(server.entries(mariasPlan)).toHaveLength(1);
  });

  it('removes at once; Undo before it was sent keeps it, Undo after it was sent adds it back', async () => {
    vi.useFakeTimers();
    const server = fakePlanServer();
    const { actor, shown, idle, addNote, entryId } = start(server);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { sync: 'synced' } })).toBe(true));
    addNote('2026-11-24', 'Leftovers');
    await idle();
    // Offline: the removal waits on the device, and Undo takes it out of the queue.
    vi.mocked(server.client.deletePlanEntry).mockRejectedValueOnce(offline());
    actor.send({ type: 'entry.remove', entryId: entryId('Leftovers') });
    expect(shown()).toEqual([]);
    expect(actor.getSnapshot().matches({ ready: { view: 'removed' } })).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { sync: 'offline' } })).toBe(true));
    actor.send({ type: 'removal.undo' });
    expect(shown()).toEqual(['2026-11-24 dinner Leftovers']);
    expect(actor.getSnapshot().context.pending).toEqual([]);
    // Online: the removal is sent at once; Undo adds the entry back.
    actor.send({ type: 'connection.online' });
    await idle();
    actor.send({ type: 'entry.remove', entryId: entryId('Leftovers') });
    await idle();
    expect(server.entries(mariasPlan)).toEqual([]);
    actor.send({ type: 'removal.undo' });
    await idle();
    expect(server.entries(mariasPlan)).toMatchObject([
      { note: 'Leftovers', day: '2026-11-24', meal: 'dinner' },
    ]);
    // Undo is offered for a while only.
    actor.send({ type: 'entry.remove', entryId: entryId('Leftovers') });
    await vi.advanceTimersByTimeAsync(undoWindowMs);
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
  });

  it('reads the week again when someone else changes the plan, live', async () => {
    const { actor, server, shown, idle } = start();
    await idle();
    await server.elsewhere(mariasPlan, '2026-11-28', 'Brunch with Kenji');
    await waitFor(actor, () => shown()?.length === 1);
    expect(shown()).toEqual(['2026-11-28 lunch Brunch with Kenji']);
  });

  it('shows the member’s own potlucks of the week (hosting, going or maybe), read again on a live change', async () => {
    const server = fakePlanServer();
    const potluck = (
      n: number,
      title: string,
      day: string,
      more: Parameters<typeof aPotluckSummary>[0] = {},
    ) =>
      server.potluck(
        aPotluckSummary({ id: sampleId(n), title, day, isHost: false, answer: 'going', ...more }),
      );
    potluck(60, 'Sunday lunch', '2026-11-29', { isHost: true, answer: null });
    potluck(61, 'Called off', '2026-11-27', { status: 'cancelled' });
    potluck(62, 'Cannot make it', '2026-11-26', { answer: 'cant_go' });
    potluck(63, 'Curry night', '2026-11-26', { answer: null });
    potluck(64, 'Hosted, but away', '2026-11-25', { isHost: true, answer: 'cant_go' });
    potluck(65, 'Advent brunch', '2026-12-01');
    const { actor, idle } = start(server);
    const shownPotlucks = () => actor.getSnapshot().context.potlucks.map((p) => `${p.day} ${p.title}`);
    await idle();
    expect(server.client.getPotlucks).toHaveBeenLastCalledWith({ from: '2026-11-23', to: '2026-11-29' });
    expect(shownPotlucks()).toEqual(['2026-11-29 Sunday lunch']);
    // Maria answers "maybe" to Kenji's curry night on its page: her plan is told live and reads them again.
    potluck(63, 'Curry night', '2026-11-26', { answer: 'maybe' });
    await waitFor(actor, () => shownPotlucks().length === 2);
    expect(shownPotlucks()).toEqual(['2026-11-26 Curry night', '2026-11-29 Sunday lunch']);
    // Cancelled: gone from the plan.
    potluck(60, 'Sunday lunch', '2026-11-29', { isHost: true, answer: null, status: 'cancelled' });
    await waitFor(actor, () => shownPotlucks().length === 1);
    // A message in a potluck's thread changes nothing on the plan: nothing is read.
    await idle();
    const reads = vi.mocked(server.client.getPotlucks).mock.calls.length;
    server.live.push({ type: 'potluck.changed', potluckId: sampleId(60), messageId: sampleId(70) });
    expect(vi.mocked(server.client.getPotlucks).mock.calls.length).toBe(reads);
    // The next week has its own.
    actor.send({ type: 'week.next' });
    await waitFor(actor, () => shownPotlucks().includes('2026-12-01 Advent brunch'));
    expect(server.client.getPotlucks).toHaveBeenLastCalledWith({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('potlucks that cannot be read leave the plan as it is, and are read again with the week', async () => {
    const server = fakePlanServer();
    server.potluck(aPotluckSummary({ id: sampleId(60), title: 'Sunday lunch', day: '2026-11-29' }));
    vi.mocked(server.client.getPotlucks)
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(refused(503, 'Database unavailable'));
    const { actor, idle } = start(server);
    await idle();
    // The week is on screen without them.
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
    expect(actor.getSnapshot().context.potlucks).toEqual([]);
    actor.send({ type: 'plan.show' });
    await idle();
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'synced' } }));
    expect(vi.mocked(server.client.getPotlucks).mock.calls.length).toBe(2);
    expect(actor.getSnapshot().context.potlucks).toEqual([]);
    actor.send({ type: 'connection.online' });
    await waitFor(actor, (s) => s.context.potlucks.length === 1);
    expect(actor.getSnapshot().context.potlucks[0]?.title).toBe('Sunday lunch');
  });

  it('opens a plan shared with the member; once no longer shared it says so and opens their own', async () => {
    const { actor, server, idle, toasts } = start();
    await idle();
    actor.send({ type: 'plan.open', planId: kenjisPlan });
    await idle();
    expect(shownWeek(actor.getSnapshot().context)?.ownerId).toBe(kenji);
    // Not the owner: no sharing.
    actor.send({ type: 'share.open' });
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
    server.unshare(kenjisPlan);
    server.live.push({ type: 'plan.changed', planId: kenjisPlan });
    await waitFor(actor, (s) => s.matches('ready') && s.context.planId === mariasPlan);
    expect(toasts).toEqual([goneMessage]);
  });

  it('the owner shares the plan with a friend and stops sharing', async () => {
    const { actor, server, idle } = start();
    await idle();
    actor.send({ type: 'share.open' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'choosing' } } }));
    expect(actor.getSnapshot().context.friends.map((friend) => friend.username)).toEqual(['kenji']);
    actor.send({ type: 'share.add', memberId: kenji });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'choosing' } } }));
    const share = shownWeek(actor.getSnapshot().context)?.shares[0];
    expect(share?.memberId).toBe(kenji);
    actor.send({ type: 'share.remove', shareId: share?.id ?? '' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'choosing' } } }));
    expect(shownWeek(actor.getSnapshot().context)?.shares).toEqual([]);
    expect(server.client.unsharePlan).toHaveBeenCalledWith(mariasPlan, share?.id, '2026-11-23');
  });
  it('a week that cannot be read says so; trying again, or the connection back, reads it', async () => {
    const server = fakePlanServer();
    vi.mocked(server.client.getPlans).mockRejectedValueOnce(offline());
    const { actor, idle } = start(server);
    await waitFor(actor, (s) => s.matches({ failed: 'offline' }));
    actor.send({ type: 'connection.online' });
    await idle();
    // A week not read before cannot be shown from the device.
    vi.mocked(server.client.getPlanWeek).mockRejectedValueOnce(refused(400, 'must be a Monday'));
    actor.send({ type: 'week.next' });
    await waitFor(actor, (s) => s.matches({ failed: 'refused' }));
    actor.send({ type: 'plan.reload' });
    await idle();
    // Reading it again when the member comes back: busy, then offline, then read.
    vi.mocked(server.client.getPlanWeek).mockRejectedValueOnce(refused(503, 'Request failed (503)'));
    actor.send({ type: 'plan.show' });
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'retrying' } }));
    vi.mocked(server.client.getPlanWeek).mockRejectedValueOnce(offline());
    actor.send({ type: 'connection.online' });
    actor.send({ type: 'plan.show' });
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'offline' } }));
    actor.send({ type: 'connection.online' });
    await idle();
  });

  it('leaving the page closes a dialog; sharing that fails says why', async () => {
    const server = fakePlanServer();
    vi.mocked(server.client.getFriends).mockRejectedValueOnce(refused(503, 'Request failed (503)'));
    vi.mocked(server.client.sharePlan).mockRejectedValueOnce(refused(403, 'Only friends can share'));
    const { actor, idle } = start(server);
    await idle();
    actor.send({ type: 'share.open' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'failed' } } }));
    actor.send({ type: 'share.retry' });
    await waitFor(actor, (s) => s.matches({ ready: { view: { sharing: 'choosing' } } }));
    actor.send({ type: 'share.add', memberId: kenji });
    await waitFor(actor, (s) => s.context.shareError !== null);
    expect(actor.getSnapshot().context.shareError).toBe('Only friends can share');
    actor.send({ type: 'plan.leave' });
    expect(actor.getSnapshot().matches({ ready: { view: 'browsing' } })).toBe(true);
    expect(actor.getSnapshot().context.shareError).toBeNull();
  });
});

const machineInput = { ...input(fakePlanServer().client, { now: tuesday }) };
const week = {
  id: mariasPlan,
  ownerId: maria,
  ownerName: 'maria',
  weekStart: '2026-11-23',
  entries: [],
  shares: [],
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const loaded = done('load', {
  plans: [{ id: mariasPlan, ownerId: maria, ownerName: 'maria' }],
  week,
  gone: null,
});

const rows: TransitionRow[] = [
  ['opening the page loads', [{ type: 'plan.show' }], 'loading'],
  ['a failed load', [{ type: 'plan.show' }, failed('load')], { failed: 'refused' }],
  [
    'offline with nothing kept',
    [{ type: 'plan.show' }, { ...failed('load'), error: offline() }],
    { failed: 'offline' },
  ],
  [
    'the next week from a failed load',
    [{ type: 'plan.show' }, failed('load'), { type: 'week.next' }],
    'loading',
  ],
  [
    '+ Add opens the dialog',
    [{ type: 'plan.show' }, loaded, { type: 'add.open', day: '2026-11-24' }],
    { ready: { sync: 'synced', view: { adding: 'editing' } } },
  ],
  [
    'Share opens for the owner',
    [{ type: 'plan.show' }, loaded, { type: 'share.open' }],
    { ready: { sync: 'synced', view: { sharing: 'loading' } } },
  ],
  [
    'Undo closes after its window',
    [{ type: 'plan.show' }, loaded, elapsed('undoWindow', 'plan.ready.view.removed')],
    { ready: { sync: 'synced', view: 'browsing' } },
  ],
];

describe('planMachine transitions', () => {
  it.each(rows)('%s', (_, events, expected) => {
    expect(stateAfter(planMachine, machineInput, events).value).toEqual(expected);
  });
});
