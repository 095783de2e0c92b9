import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type FriendRequestClient, friendRelationMachine } from '../../../machines/friendRelationMachine.ts';
import type { Relation } from '../../../machines/support/records.ts';
import { createActor, getInitialSnapshot, getNextSnapshot } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';

const client = (
  send: FriendRequestClient['sendFriendRequest'],
  answers: Partial<FriendRequestClient> = {},
): FriendRequestClient => ({
  sendFriendRequest: send,
  acceptFriendRequest: vi.fn(async () => ({})),
  denyFriendRequest: vi.fn(async () => ({})),
  ...answers,
});
const input = { client: client(async () => ({})), memberId: 'a'.repeat(24), profileId: 'b'.repeat(24) };

describe('friendRelationMachine', () => {
  it.each<[Relation, string]>([
    ['self', 'self'],
    ['friends', 'friends'],
    ['incoming', 'incoming'],
    ['outgoing', 'outgoing'],
    ['none', 'none'],
  ])('relation %s shows state %s', (relation, state) => {
    const start = getInitialSnapshot(friendRelationMachine, input);
    expect(start.hasTag('loading')).toBe(true);
    expect(
      getNextSnapshot(friendRelationMachine, start, { type: 'relation.known', relation }).matches(
        state as never,
      ),
    ).toBe(true);
  });

  it.each<Relation>(['self', 'friends', 'incoming', 'outgoing', 'none'])(
    'relation %s given at the start shows its button at once',
    (relation) => {
      const actor = createActor(friendRelationMachine, { input: { ...input, relation } }).start();
      expect(actor.getSnapshot().matches(relation)).toBe(true);
    },
  );

  it('Add Friend sends the request from me to the profile and becomes Request Sent', async () => {
    const send = vi.fn(async () => ({}));
    const actor = createActor(friendRelationMachine, { input: { ...input, client: client(send) } }).start();
    actor.send({ type: 'relation.known', relation: 'none' });
    actor.send({ type: 'friend.add' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('requestSent'));
    expect(send).toHaveBeenCalledWith({ fromId: input.memberId, toId: input.profileId });
  });

  it('a failed request alerts and allows another try', async () => {
    const actor = createActor(friendRelationMachine, {
      input: { ...input, client: client(async () => Promise.reject(new Error('x'))) },
    }).start();
    const alerts: string[] = [];
    actor.on('alert.show', (e) => alerts.push(e.text));
    actor.send({ type: 'relation.known', relation: 'none' });
    actor.send({ type: 'friend.add' });
    await waitFor(actor, (s) => s.matches({ none: 'failed' }));
    expect(alerts).toEqual(['Failed to send friend request.']);
    actor.send({ type: 'friend.add' });
    expect(actor.getSnapshot().matches({ none: 'sending' })).toBe(true);
  });

  it('an incoming request is accepted right here, from the profile, and they become friends', async () => {
    const accept = vi.fn(async () => ({}));
    const actor = createActor(friendRelationMachine, {
      input: { ...input, relation: 'incoming', client: client(vi.fn(), { acceptFriendRequest: accept }) },
    }).start();
    expect(actor.getSnapshot().matches({ incoming: 'idle' })).toBe(true);
    actor.send({ type: 'request.accept' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('friends'));
    expect(accept).toHaveBeenCalledWith({ currentUserId: input.memberId, requesterId: input.profileId });
  });

  it('declining leaves them strangers: Add Friend + again', async () => {
    const deny = vi.fn(async () => ({}));
    const actor = createActor(friendRelationMachine, {
      input: { ...input, relation: 'incoming', client: client(vi.fn(), { denyFriendRequest: deny }) },
    }).start();
    actor.send({ type: 'request.decline' });
    await waitFor(actor, (s) => s.matches({ none: 'idle' }));
    expect(deny).toHaveBeenCalledWith({ currentUserId: input.memberId, requesterId: input.profileId });
  });

  it('a failed answer is an alert, and the request can be answered again', async () => {
    const actor = createActor(friendRelationMachine, {
      input: {
        ...input,
        relation: 'incoming',
        client: client(vi.fn(), { acceptFriendRequest: async () => Promise.reject(new Error('x')) }),
      },
    }).start();
    const alerts: string[] = [];
    actor.on('alert.show', (e) => alerts.push(e.text));
    actor.send({ type: 'request.accept' });
    await waitFor(actor, (s) => s.matches({ incoming: 'idle' }));
    expect(alerts).toEqual(['Failed to answer the friend request. Please try again.']);
    actor.send({ type: 'request.decline' });
    expect(actor.getSnapshot().matches({ incoming: 'declining' })).toBe(true);
  });

  it('reaches every state', () => {
    const relations: Relation[] = ['self', 'friends', 'incoming', 'outgoing', 'none'];
    expect(
      unreachableStates(friendRelationMachine, {
        input,
        events: [
          ...relations.map((relation) => ({ type: 'relation.known', relation })),
          { type: 'friend.add' },
          done('sendRequest'),
          failed('sendRequest'),
          { type: 'request.accept' },
          { type: 'request.decline' },
          done('acceptRequest'),
          failed('acceptRequest'),
          done('declineRequest'),
          failed('declineRequest'),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});
