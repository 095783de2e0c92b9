// A potluck's join link: a member joins; a visitor answers as a guest without an account (name, people, needs) or
// signs up first; a browser already the potluck's guest goes straight to it; a link turned off is gone.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type PotluckJoinClient, potluckJoinMachine } from '../../../machines/potluck/potluckJoinMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { potluckJoinAfterLoginKey } from '../../../machines/support/storageKeys.ts';
import { potluckId, sam } from '../../../stories/statecharts/potluckSamples.ts';
import { sampleId } from '../../../stories/statecharts/samples.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { refusal, started } from './potluckFakes.ts';

const token = 'a'.repeat(32);
const secret = 'b'.repeat(43);
const preview = {
  potluckId,
  title: 'Sunday lunch',
  hostName: 'Maria Rossi',
  day: '2026-12-06',
  time: '13:00',
  place: '12 Olive Street',
  status: 'planned' as const,
};
const notAGuest = async () => null;

function start(member: boolean, overrides: Partial<PotluckJoinClient> = {}) {
  const client: PotluckJoinClient = {
    getPotluckLink: vi.fn(async () => preview),
    joinPotluckByLink: vi.fn(async () => ({ potluckId })),
    joinPotluckAsGuest: vi.fn(async () => ({ potluckId, secret })),
    getGuestSession: vi.fn(notAGuest),
    ...overrides,
  };
  const storage = memoryStorage();
  const { actor, emitted } = started(potluckJoinMachine, { client, token, member, storage });
  return { actor, client, storage, emitted };
}

describe('potluckJoinMachine', () => {
  it('a member sees the invitation, joins, and the potluck opens', async () => {
    const { actor, client, emitted } = start(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.preview).toEqual(preview);
    expect(client.getGuestSession).not.toHaveBeenCalled();
    actor.send({ type: 'join.send' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(client.joinPotluckByLink).toHaveBeenCalledWith(token);
    expect(emitted).toContainEqual({ type: 'potluck.opened', potluckId });
  });

  it('a visitor answers as a guest: a name is asked for first; the potluck opens with their private link', async () => {
    const { actor, client, emitted, storage } = start(false);
    await waitFor(actor, (s) => s.matches('ready'));
    // The link waits for a login too, in case they would rather sign up.
    expect(storage.getItem(potluckJoinAfterLoginKey)).toBe(`/potluck-link/${token}`);
    actor.send({ type: 'guest.send' });
    expect(actor.getSnapshot().context.nameError).toBe('Say your name, so the host knows who is coming.');
    expect(client.joinPotluckAsGuest).not.toHaveBeenCalled();
    actor.send({ type: 'guest.change', draft: { name: '  Sam ' } });
    expect(actor.getSnapshot().context.nameError).toBeNull();
    actor.send({ type: 'guest.change', draft: { people: 2, needs: ['dairy'] } });
    actor.send({ type: 'guest.send' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('joined'));
    expect(client.joinPotluckAsGuest).toHaveBeenCalledWith(token, {
      name: 'Sam',
      answer: 'going',
      people: 2,
      needs: ['dairy'],
    });
    expect(emitted).toContainEqual({ type: 'guest.joined', potluckId, secret });
    expect(storage.getItem(potluckJoinAfterLoginKey)).toBeNull();
  });

  it('a refused answer is said and kept to send again; a member cannot answer as a guest', async () => {
    const { actor, client } = start(false, {
      joinPotluckAsGuest: vi
        .fn()
        .mockRejectedValueOnce(Object.assign(new Error('This potluck is full'), { status: 409 }))
        .mockRejectedValueOnce(refusal(429)),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.change', draft: { name: 'Sam' } });
    actor.send({ type: 'guest.send' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('This potluck is full');
    actor.send({ type: 'guest.send' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error?.startsWith('Too many') === true);
    expect(actor.getSnapshot().context.guest.name).toBe('Sam');
    const member = start(true);
    await waitFor(member.actor, (s) => s.matches('ready'));
    member.actor.send({ type: 'guest.change', draft: { name: 'Sam' } });
    member.actor.send({ type: 'guest.send' });
    expect(member.client.joinPotluckAsGuest).not.toHaveBeenCalled();
    expect(client.joinPotluckAsGuest).toHaveBeenCalledTimes(2);
  });

  it('a cancelled potluck’s link takes no answer', async () => {
    const { actor, client } = start(false, {
      getPotluckLink: vi.fn(async () => ({ ...preview, status: 'cancelled' as const })),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.change', draft: { name: 'Sam' } });
    actor.send({ type: 'guest.send' });
    expect(client.joinPotluckAsGuest).not.toHaveBeenCalled();
  });

  it('a browser already this potluck’s guest goes straight to it; another potluck’s guest answers anew', async () => {
    const session = { potluckId, guestId: sam.id, name: 'Sam' };
    const same = start(false, { getGuestSession: vi.fn(async () => session) });
    await waitFor(same.actor, (s) => s.matches('joined'));
    expect(same.emitted).toContainEqual({ type: 'potluck.opened', potluckId });
    const other = start(false, {
      getGuestSession: vi.fn(async () => ({ ...session, potluckId: sampleId(701) })),
    });
    await waitFor(other.actor, (s) => s.matches('ready'));
  });

  it('a link turned off is gone; a refused join is said', async () => {
    const off = start(false, { getPotluckLink: vi.fn(async () => Promise.reject(new Error('Not found'))) });
    await waitFor(off.actor, (s) => s.matches('gone'));
    const refused = start(true, {
      joinPotluckByLink: vi.fn(async () =>
        Promise.reject(new Error('The host removed you from this potluck')),
      ),
    });
    await waitFor(refused.actor, (s) => s.matches('ready'));
    refused.actor.send({ type: 'join.send' });
    await waitFor(refused.actor, () => refused.emitted.length > 0);
    expect(refused.emitted).toEqual([{ type: 'alert.show', text: 'The host removed you from this potluck' }]);
  });

  it('reaches every state', () => {
    const events = [
      done('loadLink', { preview, member: true, guestOfIt: false }),
      done('loadLink', { preview, member: false, guestOfIt: false }),
      failed('loadLink'),
      { type: 'join.send' },
      done('join', { potluckId }),
      failed('join'),
      { type: 'guest.change', draft: { name: 'Sam' } },
      { type: 'guest.send' },
      done('answerAsGuest', { potluckId, secret }),
      failed('answerAsGuest'),
    ];
    const unreached = [true, false].map(
      (member) =>
        new Set(
          unreachableStates(potluckJoinMachine, {
            input: { client: {} as never, token, member, storage: memoryStorage() },
            events,
          }),
        ),
    );
    expect([...(unreached[0] ?? [])].filter((state) => unreached[1]?.has(state))).toEqual([]);
  });
});
