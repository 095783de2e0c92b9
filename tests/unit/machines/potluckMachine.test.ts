// The potluck page (decision 026, issue 37): its own calls (one table, one shape), the people typed, the questions
// before cancelling and removing, live changes, and its dialogs and thread as child machines it passes events to.
// Each child's own behaviour is in its test (potluckClaimMachine, potluckHostFormMachine, ...).
import type { Potluck } from '@potluck/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type EventObject, waitFor } from 'xstate';
import type { PotluckClient } from '../../../machines/potluck/events.ts';
import { peoplePauseMs } from '../../../machines/potluck/events.ts';
import { potluckMachine } from '../../../machines/potluck/potluckMachine.ts';
import {
  aPotluck,
  chickenDish,
  kenji,
  potluckId,
  priya,
  sam,
} from '../../../stories/statecharts/potluckSamples.ts';
import { aRecipe, sampleId } from '../../../stories/statecharts/samples.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';
import { fakePotluckClient, refusal, started, type Viewer } from './potluckFakes.ts';

const now = () => Date.parse('2026-11-28T12:00:00Z');
const memberOf = { host: sampleId(1), kenji: kenji.id, priya: priya.id, sam: sam.id };

function start(viewer: Viewer = 'kenji', overrides: Partial<PotluckClient> = {}, guestSecret?: string) {
  const { client, live } = fakePotluckClient(viewer, overrides);
  const { actor, emitted } = started(potluckMachine, {
    client,
    potluckId,
    memberId: memberOf[viewer],
    now,
    writeClipboard: vi.fn(async () => undefined),
    shareLink: vi.fn(async () => undefined),
    guestSecret,
  });
  return { actor, client, live, emitted };
}
type Page = ReturnType<typeof start>['actor'];

/** A child machine of the page (its thread, or the dialog open), to wait on. */
const child = (actor: Page, id: 'thread' | 'claim' | 'hostForm' | 'invitations') =>
  actor.getSnapshot().children[id] as AnyActorRef;
const childMatches = (actor: Page, id: Parameters<typeof child>[1], state: unknown) =>
  waitFor(child(actor, id), (s: AnyMachineSnapshot) => s.matches(state as never));

/** Loaded, with its thread read. */
async function loaded(actor: Page) {
  await waitFor(actor, (s) => s.matches('loaded'));
  await childMatches(actor, 'thread', 'ready');
}
const resting = (actor: Page) =>
  waitFor(actor, (s) => s.matches({ loaded: { dialog: 'none', work: 'idle' } }));

afterEach(() => vi.useRealTimers());

describe('potluckMachine', () => {
  it('loads the potluck and its thread; a potluck not for the member is gone; a failure can be retried', async () => {
    const { actor } = start();
    await loaded(actor);
    expect(actor.getSnapshot().context.potluck?.title).toBe('Sunday lunch at Maria’s');
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

  it('answers going with 2 people; a failure is said', async () => {
    const { actor, client, emitted } = start('priya');
    await loaded(actor);
    actor.send({ type: 'answer.change', answer: 'going', people: 2 });
    expect(actor.getSnapshot().matches({ loaded: { work: 'answering' } })).toBe(true);
    await resting(actor);
    expect(client.answerPotluck).toHaveBeenCalledWith(potluckId, { answer: 'going', people: 2 });
    expect(actor.getSnapshot().context.potluck?.you.people).toBe(2);
    vi.mocked(client.answerPotluck).mockRejectedValueOnce(refusal(500));
    actor.send({ type: 'answer.change', answer: 'cant_go', people: 1 });
    await waitFor(actor, () => emitted.some((e) => e.type === 'alert.show'));
    expect(emitted).toContainEqual({
      type: 'alert.show',
      text: 'Your answer could not be saved. Try again.',
    });
  });

  it('every call of the table is told alike: its words when it fails, the server’s reason when it gave one', async () => {
    const { actor, emitted } = start('host', {
      cancelPotluck: vi.fn(async () => Promise.reject(refusal(500))),
      setPotluckJoinLink: vi.fn(async () => Promise.reject(new Error('Only the host may do that'))),
    });
    await loaded(actor);
    actor.send({ type: 'cancel.ask' });
    actor.send({ type: 'cancel.confirm' });
    await resting(actor);
    actor.send({ type: 'joinLink.toggle' });
    await resting(actor);
    expect(emitted.filter((e) => e.type === 'alert.show')).toEqual([
      { type: 'alert.show', text: 'The potluck could not be cancelled.' },
      { type: 'alert.show', text: 'Only the host may do that' },
    ]);
  });

  it('unclaims a dish; changes the cook’s own servings (only theirs)', async () => {
    const { actor, client } = start('kenji');
    await loaded(actor);
    actor.send({ type: 'dish.unclaim', dishId: chickenDish.id });
    await resting(actor);
    expect(client.unclaimPotluckDish).toHaveBeenCalledWith(potluckId, chickenDish.id);
    actor.send({ type: 'dish.servings', dishId: sampleId(802), servings: 9 });
    expect(actor.getSnapshot().matches({ loaded: { work: 'idle' } })).toBe(true);
    actor.send({ type: 'dish.servings', dishId: chickenDish.id, servings: 6 });
    expect(actor.getSnapshot().matches({ loaded: { work: 'changingServings' } })).toBe(true);
    await resting(actor);
    expect(client.setPotluckDishServings).toHaveBeenCalledWith(potluckId, chickenDish.id, 6);
    const dishes = actor.getSnapshot().context.potluck?.courses.flatMap((menu) => menu.dishes);
    expect(dishes?.find((dish) => dish.id === chickenDish.id)?.servings).toBe(6);
  });

  it('the host closes claims and turns the join link on; a guest cannot', async () => {
    const { actor, client } = start('host');
    await loaded(actor);
    actor.send({ type: 'claims.toggle' });
    await resting(actor);
    expect(client.updatePotluck).toHaveBeenLastCalledWith(potluckId, { claimsClosed: true });
    actor.send({ type: 'joinLink.toggle' });
    await resting(actor);
    expect(actor.getSnapshot().context.potluck?.joinLink).toEqual({ enabled: true, token: 'a'.repeat(32) });
    const guest = start('kenji');
    await loaded(guest.actor);
    for (const type of [
      'edit.open',
      'claims.toggle',
      'cancel.ask',
      'joinLink.toggle',
      'invite.open',
    ] as const)
      guest.actor.send({ type });
    expect(guest.actor.getSnapshot().matches({ loaded: { dialog: 'none', work: 'idle' } })).toBe(true);
    expect(guest.client.updatePotluck).not.toHaveBeenCalled();
  });

  it('the host cancels after confirming; nothing changes on a cancelled potluck', async () => {
    const { actor, client } = start('host');
    await loaded(actor);
    actor.send({ type: 'cancel.ask' });
    actor.send({ type: 'cancel.dismiss' });
    expect(client.cancelPotluck).not.toHaveBeenCalled();
    actor.send({ type: 'cancel.ask' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.context.potluck?.status === 'cancelled');
    await resting(actor);
    actor.send({ type: 'answer.change', answer: 'maybe', people: 1 });
    actor.send({ type: 'claim.open', course: 'dessert' });
    actor.send({ type: 'dish.unclaim', dishId: chickenDish.id });
    actor.send({ type: 'edit.open' });
    expect(actor.getSnapshot().matches({ loaded: { work: 'idle', dialog: 'none' } })).toBe(true);
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
    await resting(actor);
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
      actor.send({ type: 'cookbook.ask' });
      // The name is asked first: the potluck's title cut at a word to a cookbook's 18 characters.
      expect(actor.getSnapshot().context.cookbookTitle).toBe('Sunday lunch at');
      if (n === 1) actor.send({ type: 'cookbook.title', title: 'Maria’s lunch' });
      actor.send({ type: 'cookbook.save' });
      await resting(actor);
    }
    expect(client.savePotluckCookbook).toHaveBeenCalledWith(potluckId, 'Sunday lunch at');
    expect(client.savePotluckCookbook).toHaveBeenCalledWith(potluckId, 'Maria’s lunch');
    expect(emitted).toEqual([
      { type: 'toast.show', text: 'The menu is saved as a cookbook with 1 recipe.', kind: 'success' },
      { type: 'toast.show', text: 'The menu is saved as a cookbook with 3 recipes.', kind: 'success' },
      { type: 'alert.show', text: 'The menu could not be saved as a cookbook.' },
    ]);
  });

  it('a guest without an account: needs go with their answer, a new private link is shown once, and keeping the place as an account hands the session to the app', async () => {
    const { actor, client, emitted } = start('sam', {}, 'f'.repeat(43));
    await loaded(actor);
    expect(actor.getSnapshot().context.guestSecret).toBe('f'.repeat(43));
    actor.send({ type: 'guestLink.dismiss' });
    expect(actor.getSnapshot().context.guestSecret).toBeNull();
    actor.send({ type: 'needs.change', needs: ['dairy', 'egg'] });
    await resting(actor);
    expect(client.answerPotluck).toHaveBeenCalledWith(potluckId, {
      answer: 'going',
      people: 2,
      needs: ['dairy', 'egg'],
    });
    expect(actor.getSnapshot().context.potluck?.you.needs).toEqual(['dairy', 'egg']);
    actor.send({ type: 'guestLink.renew' });
    await resting(actor);
    expect(actor.getSnapshot().context.guestSecret).toBe('s'.repeat(43));
    // A guest has no cookbooks: the menu cannot be saved as one.
    actor.send({ type: 'cookbook.ask' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none' } })).toBe(true);
    vi.mocked(client.keepGuestAccount).mockRejectedValueOnce(
      Object.assign(new Error('That username is taken'), { status: 409 }),
    );
    actor.send({ type: 'account.open' });
    actor.send({ type: 'account.submit' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: { keepingAccount: 'editing' } } })).toBe(true);
    actor.send({ type: 'account.change', draft: { username: 'sam_b', password: 'secret1' } });
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { keepingAccount: 'editing' } } }));
    expect(actor.getSnapshot().context.accountError).toBe('That username is taken');
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches({ loaded: { dialog: { keepingAccount: 'kept' } } }));
    expect(client.keepGuestAccount).toHaveBeenLastCalledWith({
      username: 'sam_b',
      password: 'secret1',
      lName: '',
    });
    expect(emitted).toContainEqual({
      type: 'account.kept',
      answer: { token: 'cookie-session', username: 'sam_b', isAdmin: false, _id: sam.id, units: null },
    });
  });

  it('copies a link and hands it to the share sheet, saying what happened', async () => {
    const { actor, emitted } = start('host');
    await loaded(actor);
    const url = 'https://potluck.example/potluck-link/abc';
    actor.send({ type: 'link.copy', url });
    await resting(actor);
    expect(emitted).toContainEqual({ type: 'toast.show', text: 'Link copied.', kind: 'success' });
    actor.send({ type: 'link.share', url });
    await resting(actor);
    expect(emitted.filter((e) => e.type === 'alert.show')).toEqual([]);
  });

  it('the host draws a new join link only while the link is on', async () => {
    const { actor, client } = start('host');
    await loaded(actor);
    actor.send({ type: 'joinLink.renew' });
    expect(client.setPotluckJoinLink).not.toHaveBeenCalled();
    actor.send({ type: 'joinLink.toggle' });
    await resting(actor);
    actor.send({ type: 'joinLink.renew' });
    await resting(actor);
    expect(client.setPotluckJoinLink).toHaveBeenLastCalledWith(potluckId, true);
    expect(client.setPotluckJoinLink).toHaveBeenCalledTimes(2);
  });

  it('“People you bring” goes once typing rests, with the answer the member has; the last typed is never lost', async () => {
    vi.useFakeTimers();
    let answered: (value: Potluck) => void = () => {};
    const { actor, client } = start('kenji', {
      answerPotluck: vi.fn(() => new Promise<Potluck>((resolve) => (answered = resolve))),
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
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
    expect(client.answerPotluck).toHaveBeenLastCalledWith(potluckId, { answer: 'going', people: 12 });
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

  it('a guest leaves after confirming; the app goes to their potlucks', async () => {
    const { actor, client, emitted } = start('kenji');
    await loaded(actor);
    actor.send({ type: 'leave.ask' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'confirmingRemoval' } })).toBe(true);
    actor.send({ type: 'removal.dismiss' });
    expect(client.removePotluckGuest).not.toHaveBeenCalled();
    actor.send({ type: 'leave.ask' });
    actor.send({ type: 'removal.confirm' });
    await waitFor(actor, (s) => s.matches('gone'));
    expect(client.removePotluckGuest).toHaveBeenCalledWith(potluckId, kenji.id);
    expect(emitted).toEqual([
      {
        type: 'toast.show',
        text: 'You left Sunday lunch at Maria’s. Your dishes went with you.',
        kind: 'success',
      },
      { type: 'potluck.left' },
    ]);
  });

  it('the host removes a guest after confirming (never themself); the potluck is read again; a failure is said', async () => {
    const { actor, client, emitted } = start('host');
    await loaded(actor);
    actor.send({ type: 'guest.remove', memberId: sampleId(1) });
    actor.send({ type: 'leave.ask' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none' } })).toBe(true);
    actor.send({ type: 'guest.remove', memberId: priya.id });
    expect(actor.getSnapshot().context.removal).toBe(priya.id);
    actor.send({ type: 'removal.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
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
    expect(emitted).toEqual([{ type: 'alert.show', text: 'That could not be done. Try again.' }]);
  });

  it('hears its own key go stale (someone else changed it) and reads the potluck again; one gone meanwhile is gone', async () => {
    const { actor, client, live } = start('kenji');
    await loaded(actor);
    live.stale(['potluck', potluckId]);
    live.stale(['potluck', potluckId]);
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    // A change heard while the potluck is being read reads it again: the last answer is the latest.
    expect(client.getPotluck).toHaveBeenCalledTimes(3);
    // Another potluck's key, or the thread's, is not this page's menu.
    live.stale(['potluck', sampleId(9)]);
    live.stale(['potluckThread', potluckId]);
    expect(actor.getSnapshot().matches({ loaded: { freshness: 'fresh' } })).toBe(true);
    vi.mocked(client.getPotluck).mockRejectedValueOnce(refusal(500));
    live.stale(['potluck', potluckId]);
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    vi.mocked(client.getPotluck).mockRejectedValueOnce(refusal(404));
    live.stale(['potluck', potluckId]);
    await waitFor(actor, (s) => s.matches('gone'));
    // Gone, the page and its thread stop listening.
    expect(live.listening()).toBe(1);
    actor.stop();
    expect(live.listening()).toBe(0);
  });

  it('its dialogs are child machines: the page passes them their events and shows what they answered', async () => {
    const { actor, client, emitted } = start('host', { getPotluck: vi.fn(async () => aPotluck('host')) });
    await loaded(actor);
    // Claim: the claim dialog's answer is the potluck shown; closing drops it.
    actor.send({ type: 'claim.open', course: 'dessert' });
    actor.send({ type: 'claim.text', text: 'A lemon tart' });
    actor.send({ type: 'claim.send' });
    await resting(actor);
    expect(client.claimPotluckDish).toHaveBeenCalledWith(potluckId, {
      course: 'dessert',
      text: 'A lemon tart',
      confirmDuplicate: false,
    });
    actor.send({ type: 'claim.open', course: 'dessert' });
    actor.send({ type: 'claim.close' });
    expect(actor.getSnapshot().children.claim).toBeUndefined();
    // A refused claim makes the page read the menu again.
    vi.mocked(client.claimPotluckDish).mockRejectedValueOnce(refusal(409, { reason: 'full' }));
    actor.send({ type: 'claim.open', course: 'main' });
    actor.send({ type: 'claim.text', text: 'Lasagne' });
    actor.send({ type: 'claim.send' });
    await childMatches(actor, 'claim', 'refused');
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    expect(client.getPotluck).toHaveBeenCalledTimes(2);
    actor.send({ type: 'refusal.dismiss' });
    // The host's form: what it saved is shown.
    actor.send({ type: 'edit.open' });
    actor.send({ type: 'form.change', title: 'Sunday lunch' });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.context.potluck?.title === 'Sunday lunch');
    await resting(actor);
    // Invite friends: shown; host again: the new potluck opens.
    actor.send({ type: 'invite.open' });
    await childMatches(actor, 'invitations', 'choosing');
    actor.send({ type: 'invite.toggle', memberId: priya.id });
    actor.send({ type: 'invite.send' });
    await resting(actor);
    actor.send({ type: 'again.open' });
    actor.send({ type: 'again.change', day: '2027-01-10' });
    actor.send({ type: 'again.send' });
    await resting(actor);
    expect(emitted).toContainEqual({ type: 'potluck.opened', potluckId: sampleId(701) });
    actor.send({ type: 'again.open' });
    actor.send({ type: 'again.close' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none' } })).toBe(true);
  });

  it('passes the thread its events', async () => {
    const { actor, client } = start('priya');
    await loaded(actor);
    actor.send({ type: 'message.change', text: 'We are 2!' });
    actor.send({ type: 'message.send' });
    await childMatches(actor, 'thread', 'ready');
    expect(client.postPotluckMessage).toHaveBeenCalledWith(potluckId, 'We are 2!');
  });

  const hostInput = {
    client: {} as never,
    potluckId,
    memberId: sampleId(1),
    now,
    writeClipboard: async () => undefined,
    shareLink: null,
  };
  const arrived = done('loadPotluck', aPotluck('host'));

  it.each<TransitionRow>([
    ['loading first', [], 'loading'],
    ['the potluck arrives', [arrived], { loaded: { freshness: 'fresh', work: 'idle', dialog: 'none' } }],
    ['not for this member', [failed('loadPotluck', refusal(404))], 'gone'],
    ['the server failed', [failed('loadPotluck', refusal(500))], 'failed'],
    ['tried again', [failed('loadPotluck', refusal(500)), { type: 'potluck.reload' }], 'loading'],
    ['someone changed it', [arrived, { type: 'potluck.changed' }], { loaded: { freshness: 'refreshing' } }],
    [
      'read again, gone',
      [arrived, { type: 'potluck.changed' }, failed('refreshPotluck', refusal(403))],
      'gone',
    ],
    [
      'an answer on its way',
      [arrived, { type: 'answer.change', answer: 'maybe', people: 1 }],
      { loaded: { work: 'answering' } },
    ],
    [
      'back at rest',
      [arrived, { type: 'joinLink.toggle' }, done('joinLink.toggle', aPotluck('host'))],
      { loaded: { work: 'idle' } },
    ],
    [
      'failed, back at rest',
      [arrived, { type: 'claims.toggle' }, failed('claims.toggle')],
      { loaded: { work: 'idle' } },
    ],
    ['cancel asked', [arrived, { type: 'cancel.ask' }], { loaded: { dialog: 'confirmingCancel' } }],
    [
      'cancelling',
      [arrived, { type: 'cancel.ask' }, { type: 'cancel.confirm' }],
      { loaded: { dialog: 'cancelling' } },
    ],
    ['the claim dialog', [arrived, { type: 'claim.open', course: 'main' }], { loaded: { dialog: 'claim' } }],
    ['the host’s form', [arrived, { type: 'edit.open' }], { loaded: { dialog: 'editing' } }],
    ['invite friends', [arrived, { type: 'invite.open' }], { loaded: { dialog: 'inviting' } }],
    ['host again', [arrived, { type: 'again.open' }], { loaded: { dialog: 'again' } }],
    [
      'a dialog ends',
      [arrived, { type: 'edit.open' }, done('hostForm', null)],
      { loaded: { dialog: 'none' } },
    ],
  ])('%s', (_, events, expected) => {
    expect(stateAfter(potluckMachine, hostInput, events).matches(expected as never)).toBe(true);
  });

  it('reaches every state (each region with its own events: the regions are independent)', () => {
    const load = [
      done('loadPotluck', aPotluck('host')),
      failed('loadPotluck', refusal(404)),
      failed('loadPotluck', refusal(500)),
      { type: 'potluck.reload' },
    ];
    const groups: { memberId: string; events: EventObject[] }[] = [
      [{ type: 'potluck.changed' }, done('refreshPotluck', aPotluck('host'))],
      [
        { type: 'answer.change', answer: 'going', people: 2 },
        { type: 'dish.unclaim', dishId: chickenDish.id },
        { type: 'claims.toggle' },
        { type: 'joinLink.toggle' },
        { type: 'dish.addToShoppingList', dishId: chickenDish.id },
        done('joinLink.toggle', aPotluck('host', { joinLink: { enabled: true, token: 'a'.repeat(32) } })),
        { type: 'joinLink.renew' },
        { type: 'link.copy', url: 'https://potluck.example/potluck-link/a' },
        { type: 'link.share', url: 'https://potluck.example/potluck-link/a' },
      ],
      [
        { type: 'claim.open', course: 'main' },
        done('claim', null),
        { type: 'edit.open' },
        done('hostForm', null),
        { type: 'cancel.ask' },
        { type: 'cancel.confirm' },
        { type: 'invite.open' },
        done('invitations', null),
        { type: 'again.open' },
        { type: 'guest.remove', memberId: kenji.id },
        { type: 'removal.dismiss' },
        { type: 'removal.confirm' },
        { type: 'cookbook.ask' },
        { type: 'cookbook.title', title: 'Lunch' },
        { type: 'cookbook.dismiss' },
        { type: 'cookbook.save' },
      ],
    ].map((events) => ({ memberId: sampleId(1), events: [...load, ...events] }));
    // Kenji, a guest and a cook: his dish's servings, the people he brings, leaving.
    groups.push({
      memberId: kenji.id,
      events: [
        done('loadPotluck', aPotluck('kenji')),
        { type: 'dish.servings', dishId: chickenDish.id, servings: 6 },
        { type: 'people.change', people: 3 },
        { type: 'people.commit' },
        failed('answer.change'),
        { type: 'leave.ask' },
        { type: 'removal.confirm' },
        done('removal.confirm', { ok: true }),
      ] as EventObject[],
    });
    // Sam, a guest without an account: needs, a new private link, keeping the place as an account.
    groups.push({
      memberId: sam.id,
      events: [
        done('loadPotluck', aPotluck('sam')),
        { type: 'needs.change', needs: ['dairy'] },
        { type: 'guestLink.renew' },
        { type: 'account.open' },
        { type: 'account.change', draft: { username: 'sam_b', password: 'secret1' } },
        { type: 'account.submit' },
        failed('keepAccount', refusal(409, { error: 'That username is taken' })),
        done('keepAccount', {}),
      ] as EventObject[],
    });
    const unreached = groups.map(
      ({ memberId, events }) =>
        new Set(
          unreachableStates(potluckMachine, {
            input: {
              client: {} as never,
              potluckId,
              memberId,
              now,
              writeClipboard: async () => undefined,
              shareLink: async () => undefined,
            },
            events,
            serialize: (s) =>
              JSON.stringify({
                value: s.value,
                people: s.context.people,
                removal: s.context.removal,
                link: s.context.potluck?.joinLink?.enabled,
                account: s.context.account.username !== '',
              }),
          }),
        ),
    );
    expect([...(unreached[0] ?? [])].filter((state) => unreached.every((set) => set.has(state)))).toEqual([]);
  });
});
