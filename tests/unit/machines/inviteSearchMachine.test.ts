import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type InviteClient, inviteSearchMachine } from '../../../machines/inviteSearchMachine.ts';
import { createActor } from './helpers/coverage.ts';
import { done, elapsed, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const ada = { _id: 'a'.repeat(24), username: 'ada', fName: 'Ada', lName: 'Lovelace' };

function start(overrides: Partial<InviteClient> = {}) {
  const client: InviteClient = {
    searchUsers: vi.fn(async () => [ada]),
    shareCookbook: vi.fn(async () => ({})),
    ...overrides,
  };
  const actor = createActor(inviteSearchMachine, {
    input: { client, cookbookId: 'c'.repeat(24), currentUsername: 'me' },
  }).start();
  const notices: string[] = [];
  actor.on('*', (e) => notices.push(e.text));
  return { actor, client, notices };
}

describe('inviteSearchMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once, 300 ms after the last keystroke, with the trimmed query', async () => {
    const { actor, client } = start();
    actor.send({ type: 'query.change', query: 'a' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'query.change', query: ' ad' });
    await vi.advanceTimersByTimeAsync(299);
    actor.send({ type: 'query.change', query: ' ada ' });
    await vi.advanceTimersByTimeAsync(299);
    expect(client.searchUsers).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(client.searchUsers).toHaveBeenCalledOnce();
    expect(client.searchUsers).toHaveBeenCalledWith('ada', 'me');
    expect(actor.getSnapshot().value).toBe('results');
    expect(actor.getSnapshot().context.users).toEqual([ada]);
  });

  it('a short query clears the results; no hits shows No users found', async () => {
    const { actor } = start({ searchUsers: vi.fn(async () => []) });
    actor.send({ type: 'query.change', query: 'zz' });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().value).toBe('noUsers');
    actor.send({ type: 'query.change', query: ' z ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.users).toEqual([]);
  });

  it('invites, toasts Collaborator added! and ends with the invited user', async () => {
    const { actor, client, notices } = start();
    actor.send({ type: 'query.change', query: 'ada' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'invite.send', userId: ada._id });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.shareCookbook).toHaveBeenCalledWith('c'.repeat(24), ada._id);
    expect(actor.getSnapshot().value).toBe('invited');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ userId: ada._id });
    expect(notices).toEqual(['Collaborator added!']);
  });

  it.each([
    [Object.assign(new Error('Already invited'), { status: 409 }), 'Already invited'],
    [new Error('Request failed (500)'), 'Invite failed'],
  ])('a failed invite alerts %s', async (error, text) => {
    const { actor, notices } = start({ shareCookbook: vi.fn(async () => Promise.reject(error)) });
    actor.send({ type: 'query.change', query: 'ada' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'invite.send', userId: ada._id });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('results');
    expect(notices).toEqual([text]);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(inviteSearchMachine, {
        input: {
          client: { searchUsers: async () => [], shareCookbook: async () => ({}) },
          cookbookId: 'c',
          currentUsername: 'me',
        },
        events: [
          { type: 'query.change', query: 'ada' },
          { type: 'invite.send', userId: ada._id },
          elapsed('searchPause', 'inviteSearch.waiting'),
          done('searchUsers', [ada]),
          failed('searchUsers'),
          done('invite'),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('inviteSearchMachine transition table', () => {
  const type = (query: string) => ({ type: 'query.change', query }) as const;
  const pause = elapsed('searchPause', 'inviteSearch.waiting');
  const invite = { type: 'invite.send', userId: ada._id } as const;
  it.each<TransitionRow>([
    ['idle at first', [], 'idle'],
    ['one character does not search', [type('a')], 'idle'],
    ['two characters wait for the pause', [type('ad')], 'waiting'],
    ['blank padding does not count', [type(' a ')], 'idle'],
    ['the pause ends: searching', [type('ad'), pause], 'searching'],
    ['users found', [type('ad'), pause, done('searchUsers', [ada])], 'results'],
    ['no users found', [type('ad'), pause, done('searchUsers', [])], 'noUsers'],
    ['a failed search shows no users', [type('ad'), pause, failed('searchUsers')], 'noUsers'],
    ['inviting', [type('ad'), pause, done('searchUsers', [ada]), invite], 'inviting'],
    [
      'typing while inviting changes nothing',
      [type('ad'), pause, done('searchUsers', [ada]), invite, type('xyz')],
      'inviting',
    ],
    ['invited', [type('ad'), pause, done('searchUsers', [ada]), invite, done('invite')], 'invited'],
    ['invite failed', [type('ad'), pause, done('searchUsers', [ada]), invite, failed('invite')], 'results'],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(
        inviteSearchMachine,
        { client: {} as InviteClient, cookbookId: 'c', currentUsername: 'me' },
        events,
      ).matches(expected as never),
    ).toBe(true);
  });
});
