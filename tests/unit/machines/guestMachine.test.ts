// A guest without an account on this browser: the session says whose guest it is, or the private link signs the
// browser in; anyone else is not a guest; a link that opens nothing is gone; a failure to ask can be retried.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type GuestClient, guestMachine } from '../../../machines/potluck/guestMachine.ts';
import { potluckId, sam } from '../../../stories/statecharts/potluckSamples.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { refusal, started } from './potluckFakes.ts';

const session = { potluckId, guestId: sam.id, name: 'Sam' };
const secret = 'b'.repeat(43);

function start(secretGiven: string | null, overrides: Partial<GuestClient> = {}) {
  const client: GuestClient = {
    getGuestSession: vi.fn(async () => session),
    guestSignIn: vi.fn(async () => session),
    ...overrides,
  };
  return { client, ...started(guestMachine, { client, secret: secretGiven }) };
}

describe('guestMachine', () => {
  it('the browser’s session says whose guest this is', async () => {
    const { actor, client } = start(null);
    await waitFor(actor, (s) => s.matches('guest'));
    expect(actor.getSnapshot().context.session).toEqual(session);
    expect(client.guestSignIn).not.toHaveBeenCalled();
  });

  it('the private link signs the browser in, once', async () => {
    const { actor, client } = start(secret);
    await waitFor(actor, (s) => s.matches('guest'));
    expect(client.guestSignIn).toHaveBeenCalledWith(secret);
    expect(actor.getSnapshot().context.secret).toBeNull();
  });

  it('nobody’s guest is not a guest; a dead link is gone; a failure is retried', async () => {
    const nobody = start(null, { getGuestSession: vi.fn(async () => null) });
    await waitFor(nobody.actor, (s) => s.matches('notGuest'));
    const dead = start(secret, { guestSignIn: vi.fn(async () => Promise.reject(refusal(404))) });
    await waitFor(dead.actor, (s) => s.matches('notGuest'));
    expect(dead.actor.getSnapshot().context.secret).toBe(secret);
    const flaky = start(null, {
      getGuestSession: vi.fn().mockRejectedValueOnce(refusal(500)).mockResolvedValue(session),
    });
    await waitFor(flaky.actor, (s) => s.matches('failed'));
    flaky.actor.send({ type: 'guest.retry' });
    await waitFor(flaky.actor, (s) => s.matches('guest'));
  });

  it('reaches every state', () => {
    const events = [
      done('whoAmI', session),
      failed('whoAmI', refusal(404)),
      failed('whoAmI'),
      { type: 'guest.retry' },
    ];
    expect(unreachableStates(guestMachine, { input: { client: {} as never, secret }, events })).toEqual([]);
  });
});
