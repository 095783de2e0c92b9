import type { Potluck } from '@potluck/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { peoplePauseMs } from '../../../machines/potluck/events.ts';
import type { PotluckClient } from '../../../machines/potluck/calls.ts';
import { potluckMachine } from '../../../machines/potluck/potluckMachine.ts';
import {
  aMessage,
  aPotluck,
  chickenDish,
  fullMains,
  kenji,
  potluckId,
  priya,
} from '../../../stories/statecharts/potluckSamples.ts';
import { aFriend, aRecipe, sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { fakeLiveUpdates } from './helpers/liveUpdates.ts';
import { done, elapsed, failed, unreachableStates } from './helpers/reachability.ts';

const now = () => Date.parse('2026-11-28T12:00:00Z');
const refusal = (status: number, body?: unknown) =>
  Object.assign(new Error(status === 409 ? 'Refused' : 'Request failed (500)'), { status, body });

function start(viewer: 'host' | 'kenji' | 'priya' = 'kenji', overrides: Partial<PotluckClient> = {}) {
  const live = fakeLiveUpdates();
  let current = aPotluck(viewer);
  const answerWith = (change: (p: Potluck) => Potluck) => async () => {
    current = change(current);
    return current;
  };
  const client: PotluckClient = {
    getPotluck: vi.fn(async () => current),
    updatePotluck: vi.fn(async (_id, body) => ({
      ...current,
      ...(body.title !== undefined && { title: body.title }),
      ...(body.claimsClosed !== undefined && { claimsClosed: body.claimsClosed }),
    })),
    cancelPotluck: vi.fn(answerWith((p) => ({ ...p, status: 'cancelled' }))),
    invitePotluckGuests: vi.fn(async () => current),
    setPotluckJoinLink: vi.fn(async (_id, enabled) => ({
      ...current,
      joinLink: { enabled, token: enabled ? 'a'.repeat(32) : null },
    })),
    answerPotluck: vi.fn(async (_id, body) => ({
      ...current,
      you: { ...current.you, answer: body.answer, people: body.people ?? 1 },
    })),
    claimPotluckDish: vi.fn(async () => current),
    unclaimPotluckDish: vi.fn(async () => current),
    setPotluckDishServings: vi.fn(async (_id, dishId, servings) => {
      current = {
        ...current,
        courses: current.courses.map((menu) => ({
          ...menu,
          dishes: menu.dishes.map((dish) => (dish.id === dishId ? { ...dish, servings } : dish)),
        })),
      };
      return current;
    }),
    removePotluckGuest: vi.fn(async (_id, memberId) => {
      current = { ...current, guests: current.guests.filter((guest) => guest.id !== memberId) };
      return { ok: true as const };
    }),
    getPotluckMessages: vi.fn(async () => [aMessage(1, 'I bring the chicken!')]),
    postPotluckMessage: vi.fn(async (_id, text) => aMessage(2, text, priya)),
    savePotluckCookbook: vi.fn(async () => ({ cookbookId: sampleId(77), recipes: 1 })),
    hostPotluckAgain: vi.fn(async () => ({ ...current, id: sampleId(701) })),
    getFriends: vi.fn(async () => [
      aFriend({ _id: kenji.id, username: 'kenji.eats' }),
      aFriend({ _id: priya.id, username: 'priya' }),
    ]),
    getMyRecipes: vi.fn(async () => [
      { _id: chickenDish.recipeId ?? '', title: 'Roast chicken with bread sauce' },
    ]),
    getPublicRecipes: vi.fn(async () => [{ id: sampleId(901), title: 'Chicken curry' }]),
    searchExternal: vi.fn(async () => [{ id: 716429, title: 'Chicken pasta' }]),
    getMemberRecipe: vi.fn(
      async () => aRecipe({ ingredients: ['1 chicken', '2 cups breadcrumbs'], servings: '2' }) as never,
    ),
    getExternalRecipe: vi.fn(),
    subscribe: live.subscribe,
    ...overrides,
  };
  const actor = createActor(potluckMachine, {
    input: { client, potluckId, memberId: viewer === 'host' ? sampleId(1) : kenji.id, now },
  });
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, client, live, emitted };
}

const loaded = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ loaded: { thread: 'ready' } }));

afterEach(() => vi.useRealTimers());

describe('potluckMachine', () => {
  it('loads the potluck and its thread; a potluck not for the member is gone; a failure can be retried', async () => {
    const { actor } = start();
    await loaded(actor);
    expect(actor.getSnapshot().context.potluck?.title).toBe('Sunday lunch at Maria’s');
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual(['I bring the chicken!']);

    const gone = start('kenji', { getPotluck: vi.fn(async () => Promise.reject(refusal(404))) });
    await waitFor(gone.actor, (s) => s.matches('gone'));

    let calls = 0;
    const flaky = start('kenji', {
      getPotluck: vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw refusal(500);
        return aPotluck('kenji');
      }),
    });
    await waitFor(flaky.actor, (s) => s.matches('failed'));
    flaky.actor.send({ type: 'potluck.reload' });
    await waitFor(flaky.actor, (s) => s.matches('loaded'));
  });

  it('shows everyone what the guests avoid without names, and the guest their own', async () => {
    const { actor } = start('kenji');
    await loaded(actor);
    expect(actor.getSnapshot().context.potluck?.dietary).toEqual([
      { intolerance: 'gluten', guests: 1, whose: [], mainFreeOfIt: false },
    ]);
    const own = start('priya');
    await loaded(own.actor);
    expect(own.actor.getSnapshot().context.potluck?.dietary[0]?.whose).toEqual([priya]);
  });

  it('answers going with 2 people', async () => {
    const { actor, client } = start('priya');
    await loaded(actor);
    actor.send({ type: 'answer.change', answer: 'going', people: 2 });
    expect(actor.getSnapshot().matches({ loaded: { work: 'answering' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: { work: 'idle' } }));
    expect(client.answerPotluck).toHaveBeenCalledWith(potluckId, { answer: 'going', people: 2 });
    expect(actor.getSnapshot().context.potluck?.you.people).toBe(2);
  });

  it('claims a main found among the member’s recipes at the headcount', async () => {
    const { actor, client } = start('kenji');
    await loaded(actor);
    actor.send({ type: 'claim.open', course: 'main' });
    actor.send({ type: 'claim.query', query: 'curry' });
    actor.send({ type: 'claim.search' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { claim: { choosing: 'editing' } } } }));
    const found = actor.getSnapshot().context.claim?.found ?? [];
    expect(found.map((r) => `${r.title} (${r.source})`)).toEqual([
      'Chicken curry (members)',
      'Chicken pasta (catalogue)',
    ]);
    actor.send({ type: 'claim.pick', recipe: found[0] ?? null });
    actor.send({ type: 'claim.send' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    expect(client.claimPotluckDish).toHaveBeenCalledWith(potluckId, {
      course: 'main',
      recipeId: sampleId(901),
      confirmDuplicate: false,
    });
    expect(actor.getSnapshot().context.claim).toBeNull();
  });

  it('warns before claiming a recipe someone already brings, and sends it confirmed', async () => {
    const { actor, client } = start('priya');
    await loaded(actor);
    actor.send({ type: 'claim.open', course: 'main' });
    actor.send({
      type: 'claim.pick',
      recipe: {
        recipeId: chickenDish.recipeId ?? '',
        title: chickenDish.title,
        image: null,
        source: 'members',
      },
    });
    actor.send({ type: 'claim.servings', servings: 6 });
    actor.send({ type: 'claim.send' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: { claim: 'confirmingDuplicate' } } })).toBe(true);
    actor.send({ type: 'duplicate.cancel' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: { claim: 'choosing' } } })).toBe(true);
    actor.send({ type: 'claim.send' });
    actor.send({ type: 'duplicate.confirm' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    expect(client.claimPotluckDish).toHaveBeenCalledWith(potluckId, {
      course: 'main',
      recipeId: chickenDish.recipeId,
      servings: 6,
      confirmDuplicate: true,
    });
  });

  it('a free-text dish is claimed as typed; a search failure says so; closing drops the draft', async () => {
    const { actor, client } = start('priya', {
      getMyRecipes: vi.fn(async () => Promise.reject(refusal(500))),
    });
    await loaded(actor);
    actor.send({ type: 'claim.open', course: 'dessert' });
    actor.send({ type: 'claim.send' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: { claim: { choosing: 'editing' } } } })).toBe(
      true,
    );
    actor.send({ type: 'claim.query', query: 'tart' });
    actor.send({ type: 'claim.search' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { claim: { choosing: 'searchFailed' } } } }));
    actor.send({ type: 'claim.text', text: ' A lemon tart ' });
    actor.send({ type: 'claim.send' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    expect(client.claimPotluckDish).toHaveBeenCalledWith(potluckId, {
      course: 'dessert',
      text: 'A lemon tart',
      confirmDuplicate: false,
    });
    actor.send({ type: 'claim.open', course: 'dessert' });
    actor.send({ type: 'claim.close' });
    expect(actor.getSnapshot().context.claim).toBeNull();
  });

  it('two claim the last main at once: the one refused is told and the menu is read again', async () => {
    const { actor, client, emitted } = start('priya', {
      claimPotluckDish: vi.fn(async () =>
        Promise.reject(refusal(409, { error: 'No free place left in this course', reason: 'full' })),
      ),
    });
    await loaded(actor);
    actor.send({ type: 'claim.open', course: 'main' });
    actor.send({ type: 'claim.text', text: 'Vegetable lasagne' });
    actor.send({ type: 'claim.send' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'refused' } }));
    expect(actor.getSnapshot().context.refusal).toBe('full');
    expect(emitted.filter((e) => e.type === 'alert.show')).toEqual([]);
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    expect(client.getPotluck).toHaveBeenCalledTimes(2);
    actor.send({ type: 'refusal.dismiss' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none', work: 'idle' } })).toBe(true);
  });

  it('no claim in a full course; a closed or other refusal is said', async () => {
    const { actor } = start('priya', {
      getPotluck: vi.fn(async () => fullMains(aPotluck('priya'))),
      claimPotluckDish: vi
        .fn()
        .mockRejectedValueOnce(refusal(409, { error: 'Claims are closed', reason: 'closed' }))
        .mockRejectedValueOnce(refusal(409, { error: 'Someone brings it', reason: 'duplicate' }))
        .mockRejectedValueOnce(refusal(409, { error: 'Claims are closed', reason: 'closed' }))
        .mockRejectedValueOnce(refusal(500)),
    });
    await loaded(actor);
    actor.send({ type: 'claim.open', course: 'main' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none', work: 'idle' } })).toBe(true);
    actor.send({ type: 'claim.open', course: 'side' });
    actor.send({ type: 'claim.text', text: 'Rice' });
    actor.send({ type: 'claim.send' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'refused' } }));
    expect(actor.getSnapshot().context.refusal).toBe('closed');
    actor.send({ type: 'refusal.dismiss' });
    actor.send({ type: 'claim.open', course: 'side' });
    actor.send({ type: 'claim.text', text: 'Rice' });
    actor.send({ type: 'claim.send' });
    // The server knew of the same recipe before the page did: warned, then sent confirmed.
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { claim: 'confirmingDuplicate' } } }));
    actor.send({ type: 'duplicate.confirm' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'refused' } }));
    actor.send({ type: 'refusal.dismiss' });
    actor.send({ type: 'claim.open', course: 'side' });
    actor.send({ type: 'claim.text', text: 'Rice' });
    actor.send({ type: 'claim.send' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { claim: { choosing: 'editing' } } } }));
    actor.send({ type: 'claim.close' });
  });

  it('unclaims a dish; a failure is said', async () => {
    const { actor, client, emitted } = start('kenji', {
      unclaimPotluckDish: vi
        .fn()
        .mockResolvedValueOnce(aPotluck('kenji'))
        .mockRejectedValueOnce(refusal(500)),
    });
    await loaded(actor);
    actor.send({ type: 'dish.unclaim', dishId: chickenDish.id });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    expect(client.unclaimPotluckDish).toHaveBeenCalledWith(potluckId, chickenDish.id);
    actor.send({ type: 'dish.unclaim', dishId: chickenDish.id });
    await waitFor(actor, () => emitted.some((e) => e.type === 'alert.show'));
  });

  it('the thread: live messages read it again, a message is sent, a failure says so', async () => {
    const { actor, client, live, emitted } = start('priya');
    await loaded(actor);
    live.push({ type: 'potluck.changed', potluckId, messageId: sampleId(1002) });
    expect(actor.getSnapshot().matches({ loaded: { thread: 'loading' } })).toBe(true);
    await loaded(actor);
    expect(client.getPotluckMessages).toHaveBeenCalledTimes(2);
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().matches({ loaded: { thread: 'ready' } })).toBe(true);
    actor.send({ type: 'message.change', text: 'We are 2!' });
    actor.send({ type: 'message.send' });
    await waitFor(actor, (s) => s.matches({ loaded: { thread: 'ready' } }));
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual([
      'We are 2!',
      'I bring the chicken!',
    ]);
    expect(actor.getSnapshot().context.message).toBe('');
    (client.postPotluckMessage as ReturnType<typeof vi.fn>).mockRejectedValueOnce(refusal(500));
    actor.send({ type: 'message.change', text: 'Again' });
    actor.send({ type: 'message.send' });
    await waitFor(actor, () => emitted.some((e) => e.type === 'alert.show'));
    // Another potluck's events are not this page's.
    live.push({ type: 'potluck.changed', potluckId: sampleId(9) });
    expect(actor.getSnapshot().matches({ loaded: { freshness: 'fresh' } })).toBe(true);
  });

  it('a thread that fails to load is read again on the next message', async () => {
    const { actor, live } = start('kenji', {
      getPotluckMessages: vi.fn().mockRejectedValueOnce(refusal(500)).mockResolvedValue([]),
    });
    await waitFor(actor, (s) => s.matches({ loaded: { thread: 'failed' } }));
    live.push({ type: 'potluck.changed', potluckId, messageId: sampleId(1003) });
    await loaded(actor);
  });

  it('live changes read the potluck again; one gone meanwhile is gone', async () => {
    const { actor, client, live } = start('kenji');
    await loaded(actor);
    live.push({ type: 'potluck.changed', potluckId });
    live.push({ type: 'potluck.changed', potluckId });
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    (client.getPotluck as ReturnType<typeof vi.fn>).mockRejectedValueOnce(refusal(500));
    live.push({ type: 'potluck.changed', potluckId });
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    (client.getPotluck as ReturnType<typeof vi.fn>).mockRejectedValueOnce(refusal(404));
    live.push({ type: 'potluck.changed', potluckId });
    await waitFor(actor, (s) => s.matches('gone'));
  });

  it('the host edits the details (only what changed is sent) and closes claims', async () => {
    const { actor, client } = start('host');
    await loaded(actor);
    actor.send({ type: 'edit.open' });
    actor.send({ type: 'edit.change', title: '' });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: { editing: 'form' } } })).toBe(true);
    actor.send({ type: 'edit.change', title: 'Sunday lunch', course: { course: 'dessert', places: 3 } });
    actor.send({ type: 'edit.save' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    expect(client.updatePotluck).toHaveBeenCalledWith(potluckId, {
      title: 'Sunday lunch',
      courses: { starter: 2, main: 3, side: 3, dessert: 3, drinks: 1 },
    });
    actor.send({ type: 'edit.open' });
    actor.send({ type: 'edit.close' });
    expect(actor.getSnapshot().context.draft).toBeNull();
    actor.send({ type: 'claims.toggle' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    expect(client.updatePotluck).toHaveBeenLastCalledWith(potluckId, { claimsClosed: true });
  });

  it('only the host edits, cancels, invites or turns the join link', async () => {
    const { actor, client } = start('kenji');
    await loaded(actor);
    for (const type of [
      'edit.open',
      'claims.toggle',
      'cancel.ask',
      'joinLink.toggle',
      'invite.open',
    ] as const)
      actor.send({ type });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none', work: 'idle' } })).toBe(true);
    expect(client.updatePotluck).not.toHaveBeenCalled();
  });

  it('the host cancels after confirming; nothing changes on a cancelled potluck', async () => {
    const { actor, client } = start('host', {
      updatePotluck: vi.fn(async () => Promise.reject(refusal(500))),
    });
    await loaded(actor);
    actor.send({ type: 'claims.toggle' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    actor.send({ type: 'cancel.ask' });
    actor.send({ type: 'cancel.dismiss' });
    expect(client.cancelPotluck).not.toHaveBeenCalled();
    actor.send({ type: 'cancel.ask' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(
      actor,
      (s) =>
        s.context.potluck?.status === 'cancelled' && s.matches({ loaded: { dialog: 'none', work: 'idle' } }),
    );
    actor.send({ type: 'answer.change', answer: 'maybe', people: 1 });
    actor.send({ type: 'claim.open', course: 'dessert' });
    actor.send({ type: 'dish.unclaim', dishId: chickenDish.id });
    actor.send({ type: 'edit.open' });
    expect(actor.getSnapshot().matches({ loaded: { work: 'idle', dialog: 'none' } })).toBe(true);
  });

  it('cancelling or the join link failing is said', async () => {
    const { actor, emitted } = start('host', {
      cancelPotluck: vi.fn(async () => Promise.reject(refusal(500))),
      setPotluckJoinLink: vi.fn(async () => Promise.reject(refusal(500))),
    });
    await loaded(actor);
    actor.send({ type: 'cancel.ask' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    actor.send({ type: 'joinLink.toggle' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    expect(emitted.filter((e) => e.type === 'alert.show')).toHaveLength(2);
  });

  it('the host turns the join link on', async () => {
    const { actor, client } = start('host');
    await loaded(actor);
    actor.send({ type: 'joinLink.toggle' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    expect(client.setPotluckJoinLink).toHaveBeenCalledWith(potluckId, true);
    expect(actor.getSnapshot().context.potluck?.joinLink).toEqual({ enabled: true, token: 'a'.repeat(32) });
  });

  it('invites friends: the filter applies once typing rests; a failure keeps the choice', async () => {
    vi.useFakeTimers();
    const { actor, client, emitted } = start('host', {
      invitePotluckGuests: vi.fn().mockRejectedValueOnce(refusal(500)).mockResolvedValue(aPotluck('host')),
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loaded: { thread: 'ready' } })).toBe(true));
    actor.send({ type: 'invite.open' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ loaded: { dialog: { inviting: 'choosing' } } })).toBe(true),
    );
    actor.send({ type: 'invite.send' });
    actor.send({ type: 'invite.query', query: 'pr' });
    actor.send({ type: 'invite.toggle', memberId: priya.id });
    actor.send({ type: 'invite.query', query: 'pri' });
    expect(actor.getSnapshot().context.inviteFilter).toBe('');
    vi.advanceTimersByTime(300);
    expect(actor.getSnapshot().context.inviteFilter).toBe('pri');
    actor.send({ type: 'invite.query', query: 'p' });
    expect(actor.getSnapshot().context.inviteFilter).toBe('');
    actor.send({ type: 'invite.query', query: 'pr' });
    actor.send({ type: 'invite.query', query: '' });
    actor.send({ type: 'invite.toggle', memberId: kenji.id });
    actor.send({ type: 'invite.toggle', memberId: kenji.id });
    actor.send({ type: 'invite.send' });
    await vi.waitFor(() => expect(emitted.some((e) => e.type === 'alert.show')).toBe(true));
    expect(actor.getSnapshot().context.invitees).toEqual([priya.id]);
    actor.send({ type: 'invite.send' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ loaded: { dialog: 'none', work: 'idle' } })).toBe(true),
    );
    expect(client.invitePotluckGuests).toHaveBeenLastCalledWith(potluckId, [priya.id]);
    expect(emitted.some((e) => e.type === 'toast.show')).toBe(true);
    (client.getFriends as ReturnType<typeof vi.fn>).mockRejectedValueOnce(refusal(500));
    actor.send({ type: 'invite.open' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ loaded: { dialog: { inviting: 'failed' } } })).toBe(true),
    );
    actor.send({ type: 'invite.close' });
  });

  it('hosts again on a new day and opens the new potluck', async () => {
    const { actor, client, emitted } = start('host', {
      hostPotluckAgain: vi
        .fn()
        .mockRejectedValueOnce(refusal(500))
        .mockResolvedValue({ ...aPotluck(), id: sampleId(701) }),
    });
    await loaded(actor);
    actor.send({ type: 'again.open' });
    actor.send({ type: 'again.change', day: '' });
    actor.send({ type: 'again.send' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: { again: 'choosing' } } })).toBe(true);
    actor.send({ type: 'again.change', day: '2027-01-10', time: '12:30' });
    actor.send({ type: 'again.send' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { again: 'choosing' } } }));
    actor.send({ type: 'again.send' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));
    expect(client.hostPotluckAgain).toHaveBeenLastCalledWith(potluckId, { day: '2027-01-10', time: '12:30' });
    expect(emitted).toContainEqual({ type: 'potluck.opened', potluckId: sampleId(701) });
    actor.send({ type: 'again.open' });
    actor.send({ type: 'again.close' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none', work: 'idle' } })).toBe(true);
  });

  it('adds the cook’s dish to the shopping list at its servings (the list’s machine queues it)', async () => {
    const { actor, emitted } = start('kenji', {
      getMemberRecipe: vi
        .fn()
        .mockResolvedValueOnce(aRecipe({ ingredients: ['1 chicken', '2 cups breadcrumbs'], servings: '2' }))
        .mockRejectedValueOnce(refusal(500)),
    });
    await loaded(actor);
    actor.send({ type: 'dish.addToShoppingList', dishId: sampleId(802) });
    expect(actor.getSnapshot().matches({ loaded: { work: 'idle' } })).toBe(true);
    actor.send({ type: 'dish.addToShoppingList', dishId: chickenDish.id });
    await waitFor(actor, (s) => s.matches({ loaded: { work: 'idle' } }));
    expect(emitted).toContainEqual({
      type: 'shopping.addRecipe',
      recipeId: chickenDish.recipeId,
      title: 'Roast chicken with bread sauce',
      servings: 5,
      lines: ['2 ½ chickens', '5 cups breadcrumbs'],
    });
    actor.send({ type: 'dish.addToShoppingList', dishId: chickenDish.id });
    await waitFor(actor, () => emitted.some((e) => e.type === 'alert.show'));
  });

  it('saves the menu as a cookbook and says how many recipes went in', async () => {
    const { actor, client, emitted } = start('host', {
      savePotluckCookbook: vi
        .fn()
        .mockResolvedValueOnce({ cookbookId: sampleId(77), recipes: 1 })
        .mockResolvedValueOnce({ cookbookId: sampleId(78), recipes: 3 })
        .mockRejectedValueOnce(refusal(500)),
    });
    await loaded(actor);
    for (let n = 0; n < 3; n += 1) {
      actor.send({ type: 'cookbook.save' });
      await waitFor(actor, (s) => s.matches({ loaded: { work: 'idle' } }));
    }
    expect(client.savePotluckCookbook).toHaveBeenCalledWith(potluckId);
    expect(emitted.filter((e) => e.type !== 'alert.show')).toEqual([
      { type: 'toast.show', text: 'The menu is saved as a cookbook with 1 recipe.', kind: 'success' },
      { type: 'toast.show', text: 'The menu is saved as a cookbook with 3 recipes.', kind: 'success' },
    ]);
    expect(emitted.filter((e) => e.type === 'alert.show')).toHaveLength(1);
  });

  it('a search failed can be tried again; a confirmed claim can still be refused; a form being sent stays open', async () => {
    const { actor, client, emitted } = start('host', {
      getMyRecipes: vi.fn().mockRejectedValueOnce(refusal(500)).mockResolvedValue([]),
      claimPotluckDish: vi
        .fn()
        .mockRejectedValueOnce(refusal(409, { reason: 'duplicate' }))
        .mockRejectedValueOnce(refusal(409, { reason: 'full' }))
        .mockRejectedValueOnce(refusal(409, { reason: 'duplicate' }))
        .mockRejectedValueOnce(refusal(500)),
      updatePotluck: vi.fn(async () => Promise.reject(refusal(500))),
      hostPotluckAgain: vi.fn(() => new Promise<never>(() => {})),
    });
    await loaded(actor);
    actor.send({ type: 'claim.open', course: 'side' });
    actor.send({ type: 'claim.query', query: 'rice' });
    actor.send({ type: 'claim.search' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { claim: { choosing: 'searchFailed' } } } }));
    actor.send({ type: 'claim.search' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { claim: { choosing: 'editing' } } } }));
    actor.send({ type: 'claim.text', text: 'Rice' });
    for (const expected of ['refused', 'choosing'] as const) {
      actor.send({ type: 'claim.send' });
      await waitFor(actor, (s) => s.matches({ loaded: { dialog: { claim: 'confirmingDuplicate' } } }));
      actor.send({ type: 'duplicate.confirm' });
      await waitFor(actor, (s) =>
        expected === 'refused'
          ? s.matches({ loaded: { dialog: 'refused' } })
          : s.matches({ loaded: { dialog: { claim: 'choosing' } } }),
      );
      if (expected === 'refused') {
        actor.send({ type: 'refusal.dismiss' });
        actor.send({ type: 'claim.open', course: 'side' });
        actor.send({ type: 'claim.text', text: 'Rice' });
      }
    }
    actor.send({ type: 'claim.close' });
    actor.send({ type: 'edit.open' });
    actor.send({ type: 'edit.save' });
    actor.send({ type: 'edit.close' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: { editing: 'saving' } } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { editing: 'form' } } }));
    expect(emitted.some((e) => e.type === 'alert.show')).toBe(true);
    actor.send({ type: 'edit.close' });
    actor.send({ type: 'again.open' });
    actor.send({ type: 'again.send' });
    actor.send({ type: 'again.close' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: { again: 'sending' } } })).toBe(true);
    expect(client.hostPotluckAgain).toHaveBeenCalled();
  });

  it('“People you bring” goes once typing rests, with the answer the member has; the last typed is never lost', async () => {
    vi.useFakeTimers();
    let answered: (value: Potluck) => void = () => {};
    const { actor, client } = start('kenji', {
      answerPotluck: vi.fn(
        (_id, body) =>
          new Promise<Potluck>((resolve) => {
            answered = resolve;
            void body;
          }),
      ),
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loaded: { thread: 'ready' } })).toBe(true));
    // Typing "1", then "12": nothing is sent while typing, and the field shows what was typed.
    actor.send({ type: 'people.change', people: 1 });
    await vi.advanceTimersByTimeAsync(peoplePauseMs - 100);
    actor.send({ type: 'people.change', people: 12 });
    await vi.advanceTimersByTimeAsync(peoplePauseMs - 100);
    expect(client.answerPotluck).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.people).toBe(12);
    await vi.advanceTimersByTimeAsync(100);
    // Kenji is going (aPotluck): the answer stays his.
    expect(client.answerPotluck).toHaveBeenCalledTimes(1);
    expect(client.answerPotluck).toHaveBeenLastCalledWith(potluckId, {
      answer: aPotluck('kenji').you.answer ?? 'going',
      people: 12,
    });
    // Changed again while that answer is on its way, and the field left at once: sent after it, not dropped.
    actor.send({ type: 'people.change', people: 3 });
    actor.send({ type: 'people.commit' });
    expect(client.answerPotluck).toHaveBeenCalledTimes(1);
    answered({ ...aPotluck('kenji'), you: { ...aPotluck('kenji').you, people: 12 } });
    await vi.waitFor(() => expect(client.answerPotluck).toHaveBeenCalledTimes(2));
    expect(client.answerPotluck).toHaveBeenLastCalledWith(potluckId, expect.objectContaining({ people: 3 }));
    answered({ ...aPotluck('kenji'), you: { ...aPotluck('kenji').you, people: 3 } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loaded: { work: 'idle' } })).toBe(true));
    expect(actor.getSnapshot().context.people).toBeNull();
    // The pause that was running when the field was left sends nothing more.
    await vi.advanceTimersByTimeAsync(peoplePauseMs * 2);
    expect(client.answerPotluck).toHaveBeenCalledTimes(2);
    // A button pressed carries the people typed: nothing is left to send after it.
    actor.send({ type: 'people.change', people: 4 });
    actor.send({ type: 'answer.change', answer: 'maybe', people: 4 });
    answered(aPotluck('kenji'));
    await vi.advanceTimersByTimeAsync(peoplePauseMs * 2);
    expect(client.answerPotluck).toHaveBeenCalledTimes(3);
    expect(client.answerPotluck).toHaveBeenLastCalledWith(potluckId, { answer: 'maybe', people: 4 });
  });

  it('the cook changes their dish’s servings (only their own); a failure is said', async () => {
    const { actor, client, emitted } = start('kenji');
    await loaded(actor);
    actor.send({ type: 'dish.servings', dishId: sampleId(802), servings: 9 });
    expect(actor.getSnapshot().matches({ loaded: { work: 'idle' } })).toBe(true);
    actor.send({ type: 'dish.servings', dishId: chickenDish.id, servings: 6 });
    expect(actor.getSnapshot().matches({ loaded: { work: 'changingServings' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: { work: 'idle' } }));
    expect(client.setPotluckDishServings).toHaveBeenCalledWith(potluckId, chickenDish.id, 6);
    const chicken = actor
      .getSnapshot()
      .context.potluck?.courses.flatMap((menu) => menu.dishes)
      .find((dish) => dish.id === chickenDish.id);
    expect(chicken?.servings).toBe(6);
    vi.mocked(client.setPotluckDishServings).mockRejectedValueOnce(refusal(500));
    actor.send({ type: 'dish.servings', dishId: chickenDish.id, servings: 7 });
    await waitFor(actor, () => emitted.some((e) => e.type === 'alert.show'));
  });

  it('a guest leaves after confirming; the app goes to their potlucks', async () => {
    const { actor, client, emitted } = start('kenji');
    await loaded(actor);
    actor.send({ type: 'leave.ask' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'confirmingRemoval' } })).toBe(true);
    actor.send({ type: 'removal.dismiss' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none' } })).toBe(true);
    expect(client.removePotluckGuest).not.toHaveBeenCalled();
    actor.send({ type: 'leave.ask' });
    actor.send({ type: 'removal.confirm' });
    await waitFor(actor, (s) => s.matches('gone'));
    expect(client.removePotluckGuest).toHaveBeenCalledWith(potluckId, kenji.id);
    // The app goes to the member's potlucks, and says so.
    expect(emitted.map((e) => e.type)).toEqual(expect.arrayContaining(['potluck.left', 'toast.show']));
  });

  it('the host removes a guest after confirming (never themself; a guest cannot); a failure is said', async () => {
    const { actor, client, emitted } = start('host');
    await loaded(actor);
    actor.send({ type: 'guest.remove', memberId: sampleId(1) });
    actor.send({ type: 'leave.ask' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none' } })).toBe(true);
    actor.send({ type: 'guest.remove', memberId: priya.id });
    expect(actor.getSnapshot().context.removal).toBe(priya.id);
    actor.send({ type: 'removal.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Done: the potluck is read again, without her.
    await waitFor(
      actor,
      (s) =>
        s.matches({ loaded: { dialog: 'none', freshness: 'fresh' } }) &&
        !s.context.potluck?.guests.some((guest) => guest.id === priya.id),
    );
    expect(client.removePotluckGuest).toHaveBeenCalledWith(potluckId, priya.id);
    vi.mocked(client.removePotluckGuest).mockRejectedValueOnce(refusal(500));
    actor.send({ type: 'guest.remove', memberId: kenji.id });
    actor.send({ type: 'removal.confirm' });
    await waitFor(actor, () => emitted.some((e) => e.type === 'alert.show'));
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none' } })).toBe(true);
    // A guest removes no one.
    const guest = start('kenji');
    await loaded(guest.actor);
    guest.actor.send({ type: 'guest.remove', memberId: priya.id });
    expect(guest.actor.getSnapshot().matches({ loaded: { dialog: 'none' } })).toBe(true);
  });

  it('an answer that fails is said', async () => {
    const { actor, emitted } = start('kenji', {
      answerPotluck: vi.fn(async () => Promise.reject(refusal(500))),
    });
    await loaded(actor);
    actor.send({ type: 'answer.change', answer: 'cant_go', people: 1 });
    await waitFor(actor, () => emitted.some((e) => e.type === 'alert.show'));
  });

  it('reaches every state (each region with its own events: the regions are independent)', () => {
    const found = {
      recipeId: sampleId(901),
      title: 'Chicken curry',
      image: null,
      source: 'members' as const,
    };
    const load = [
      done('loadPotluck', aPotluck('host')),
      failed('loadPotluck', refusal(404)),
      failed('loadPotluck', refusal(500)),
      { type: 'potluck.reload' },
    ];
    const groups = [
      [
        { type: 'potluck.changed' },
        done('loadMessages', []),
        failed('loadMessages'),
        { type: 'thread.changed' },
        { type: 'message.change', text: 'Hi' },
        { type: 'message.send' },
      ],
      [
        { type: 'answer.change', answer: 'going', people: 2 },
        { type: 'dish.unclaim', dishId: chickenDish.id },
        { type: 'claims.toggle' },
        { type: 'joinLink.toggle' },
        { type: 'dish.addToShoppingList', dishId: chickenDish.id },
        { type: 'cookbook.save' },
      ],
      [
        { type: 'claim.open', course: 'main' },
        { type: 'claim.query', query: 'curry' },
        { type: 'claim.search' },
        failed('search'),
        { type: 'claim.pick', recipe: found },
        { type: 'claim.send' },
        failed('claim', refusal(409, { reason: 'full' })),
        failed('claim', refusal(409, { reason: 'duplicate' })),
        { type: 'duplicate.confirm' },
        failed('claimConfirmed', refusal(409, { reason: 'full' })),
        failed('claimConfirmed'),
        { type: 'refusal.dismiss' },
      ],
      [
        { type: 'edit.open' },
        { type: 'edit.save' },
        { type: 'edit.close' },
        failed('update'),
        { type: 'cancel.ask' },
        { type: 'cancel.confirm' },
        { type: 'invite.open' },
        done('loadFriends', []),
        failed('loadFriends'),
        { type: 'invite.query', query: 'pri' },
        { type: 'invite.toggle', memberId: priya.id },
        { type: 'invite.send' },
        elapsed('filterPause', 'potluck.loaded.dialog.inviting.waiting'),
        { type: 'again.open' },
        { type: 'again.change', day: '2027-01-10' },
        { type: 'again.send' },
        { type: 'again.close' },
      ],
      [
        { type: 'guest.remove', memberId: kenji.id },
        { type: 'removal.dismiss' },
        { type: 'removal.confirm' },
        done('removeGuest', { ok: true }),
        failed('removeGuest'),
      ],
    ].map((events) => ({ memberId: sampleId(1), events: [...load, ...events] }));
    // Kenji, a guest and a cook: his dish's servings, the people he brings, leaving.
    groups.push({
      memberId: kenji.id,
      events: [
        done('loadPotluck', aPotluck('kenji')),
        { type: 'dish.servings', dishId: chickenDish.id, servings: 6 },
        failed('setServings'),
        { type: 'people.change', people: 3 },
        { type: 'people.commit' },
        failed('answer'),
        { type: 'leave.ask' },
        { type: 'removal.dismiss' },
        { type: 'removal.confirm' },
        done('removeGuest', { ok: true }),
      ] as (typeof groups)[number]['events'],
    });
    const unreached = groups.map(
      ({ memberId, events }) =>
        new Set(
          unreachableStates(potluckMachine, {
            input: { client: {} as never, potluckId, memberId, now },
            events,
            serialize: (s) =>
              JSON.stringify({
                value: s.value,
                claim: s.context.claim && [s.context.claim.query !== '', s.context.claim.recipe !== null],
                message: s.context.message !== '',
                invitees: s.context.invitees.length,
              }),
          }),
        ),
    );
    expect([...(unreached[0] ?? [])].filter((state) => unreached.every((set) => set.has(state)))).toEqual([]);
  });
});
