// Invite friends (invitationsMachine): the host's friends, filtered once typing rests; those ticked invited.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { invitationsMachine } from '../../../machines/potluck/invitationsMachine.ts';
import { aPotluck, kenji, potluckId, priya } from '../../../stories/statecharts/potluckSamples.ts';
import { sampleId } from '../../../stories/statecharts/samples.ts';
import { done, elapsed, failed, unreachableStates } from './helpers/reachability.ts';
import { fakePotluckClient, refusal, started } from './potluckFakes.ts';

function start(overrides: Parameters<typeof fakePotluckClient>[1] = {}) {
  const { client } = fakePotluckClient('host', overrides);
  const { actor, emitted } = started(invitationsMachine, {
    client,
    potluck: aPotluck('host'),
    memberId: sampleId(1),
  });
  return { actor, client, emitted };
}

afterEach(() => vi.useRealTimers());

describe('invitationsMachine', () => {
  it('invites friends: the filter applies once typing rests; a failure keeps the choice; it ends with the potluck', async () => {
    vi.useFakeTimers();
    const { actor, client, emitted } = start({
      invitePotluckGuests: vi.fn().mockRejectedValueOnce(refusal(500)).mockResolvedValue(aPotluck('host')),
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('choosing')).toBe(true));
    actor.send({ type: 'invite.send' });
    actor.send({ type: 'invite.query', query: 'pr' });
    actor.send({ type: 'invite.toggle', memberId: priya.id });
    actor.send({ type: 'invite.query', query: 'pri' });
    expect(actor.getSnapshot().context.filter).toBe('');
    vi.advanceTimersByTime(299);
    expect(actor.getSnapshot().context.filter).toBe('');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.filter).toBe('pri');
    actor.send({ type: 'invite.query', query: 'p' });
    expect(actor.getSnapshot().context.filter).toBe('');
    actor.send({ type: 'invite.query', query: 'pr' });
    actor.send({ type: 'invite.query', query: '' });
    actor.send({ type: 'invite.toggle', memberId: kenji.id });
    actor.send({ type: 'invite.toggle', memberId: kenji.id });
    actor.send({ type: 'invite.send' });
    await vi.waitFor(() =>
      expect(emitted).toEqual([{ type: 'alert.show', text: 'The invitations could not be sent.' }]),
    );
    expect(actor.getSnapshot().context.invitees).toEqual([priya.id]);
    actor.send({ type: 'invite.send' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(client.invitePotluckGuests).toHaveBeenLastCalledWith(potluckId, [priya.id]);
    expect(emitted).toContainEqual({
      type: 'toast.show',
      text: 'Invited. They get a notification.',
      kind: 'success',
    });
    expect(actor.getSnapshot().output?.id).toBe(potluckId);
  });

  it('friends that fail to load say so; closing ends it with nothing', async () => {
    const { actor } = start({ getFriends: vi.fn(async () => Promise.reject(refusal(500))) });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'invite.close' });
    expect(actor.getSnapshot().output).toBeNull();
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(invitationsMachine, {
        input: { client: {} as never, potluck: aPotluck('host'), memberId: sampleId(1) },
        events: [
          done('loadFriends', []),
          failed('loadFriends'),
          { type: 'invite.query', query: 'pri' },
          { type: 'invite.query', query: 'p' },
          elapsed('filterPause', 'potluckInvitations.waiting'),
          { type: 'invite.toggle', memberId: priya.id },
          { type: 'invite.send' },
          done('invite', aPotluck()),
          failed('invite'),
          { type: 'invite.close' },
        ],
        serialize: (s) => JSON.stringify({ value: s.value, invitees: s.context.invitees }),
      }),
    ).toEqual([]);
  });
});
