import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import {
  deviceMemberKey,
  type SessionClient,
  sessionMachine,
  tokenKey,
} from '../../../machines/sessionMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { planKey, shoppingListKey } from '../../../machines/support/storageKeys.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const unauthorized = Object.assign(new Error('Not logged in'), { status: 401 });
const adaId = 'a'.repeat(24);
const bobId = 'b'.repeat(24);
/** Ada as the device remembers her (deviceMemberKey). */
const ada = JSON.stringify({ id: adaId, username: 'ada', isAdmin: false });

function fakeClient(overrides: Partial<SessionClient> = {}): SessionClient {
  return {
    getOwnProfile: vi.fn(async () => ({ _id: adaId, username: 'ada', isAdmin: false })),
    login: vi.fn(async () => ({ token: 't1', username: 'ada', isAdmin: true, _id: adaId })),
    register: vi.fn(async () => ({ token: 't2', username: 'bob', isAdmin: false, _id: bobId })),
    logout: vi.fn(async () => undefined),
    ...overrides,
  };
}

async function settle(client: SessionClient, storage = memoryStorage()) {
  const actor = createActor(sessionMachine, { input: { client, storage } }).start();
  await waitFor(actor, (s) => !s.hasTag('loading'));
  return actor;
}

describe('sessionMachine', () => {
  it('skips the check without a token: logged out from the first snapshot', async () => {
    const client = fakeClient();
    const actor = createActor(sessionMachine, { input: { client, storage: memoryStorage() } }).start();
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(client.getOwnProfile).not.toHaveBeenCalled();
  });

  it('a stored token and a valid session start logged in, knowing who the member is', async () => {
    const client = fakeClient();
    const actor = await settle(client, memoryStorage({ [tokenKey]: 'x' }));
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.member).toEqual({
      id: adaId,
      username: 'ada',
      isAdmin: false,
      units: null,
    });
    expect(client.getOwnProfile).toHaveBeenCalledTimes(1);
  });

  it('a 401 on the check drops the token', async () => {
    const storage = memoryStorage({ [tokenKey]: 'x' });
    const actor = await settle(
      fakeClient({ getOwnProfile: vi.fn(async () => Promise.reject(unauthorized)) }),
      storage,
    );
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(storage.getItem(tokenKey)).toBeNull();
  });

  it('a check the server cannot answer starts logged out but keeps the token for the next load', async () => {
    const storage = memoryStorage({ [tokenKey]: 'x' });
    const actor = await settle(
      fakeClient({ getOwnProfile: vi.fn(async () => Promise.reject(new Error('Request failed (503)'))) }),
      storage,
    );
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(storage.getItem(tokenKey)).toBe('x');
  });

  it('knows the member’s units from the session check, the login answer and settings', async () => {
    const checked = await settle(
      fakeClient({
        getOwnProfile: vi.fn(async () => ({ _id: adaId, username: 'ada', units: 'us' as const })),
      }),
      memoryStorage({ [tokenKey]: 'x' }),
    );
    expect(checked.getSnapshot().context.member?.units).toBe('us');
    checked.send({ type: 'member.unitsChosen', units: 'metric' });
    expect(checked.getSnapshot().context.member?.units).toBe('metric');

    const loggedIn = await settle(
      fakeClient({
        login: vi.fn(async () => ({
          token: 't1',
          username: 'ada',
          isAdmin: false,
          _id: adaId,
          units: 'us' as const,
        })),
      }),
    );
    loggedIn.send({ type: 'login.submit', credentials: { username: 'ada', password: 'secret1' } });
    await waitFor(loggedIn, (s) => s.matches({ loggedIn: 'active' }));
    expect(loggedIn.getSnapshot().context.member?.units).toBe('us');
  });

  it('signs up, stores the token and logs the new member in', async () => {
    const storage = memoryStorage();
    const actor = await settle(fakeClient(), storage);
    actor.send({
      type: 'signup.submit',
      registration: { username: 'bob', password: 'secret1', fName: 'B', lName: 'C' },
    });
    expect(actor.getSnapshot().matches({ loggedOut: 'signingUp' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }));
    expect(storage.getItem(tokenKey)).toBe('t2');
    expect(actor.getSnapshot().context.member).toEqual({
      id: bobId,
      username: 'bob',
      isAdmin: false,
      units: null,
    });
  });

  it('logs out: the server answers, the token, the member and their kept shopping list and plan are gone', async () => {
    const storage = memoryStorage({
      [tokenKey]: 'x',
      [deviceMemberKey]: ada,
      [shoppingListKey(adaId)]: '{"at":0,"value":{}}',
      [shoppingListKey(bobId)]: '{"at":0,"value":{}}',
      [planKey(adaId)]: '{"at":0,"value":{}}',
    });
    const client = fakeClient();
    const forgetOfflineCopies = vi.fn(async () => undefined);
    const actor = createActor(sessionMachine, { input: { client, storage, forgetOfflineCopies } }).start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    // Ada's copies were already the device's (the check found the same member): nothing was deleted for it.
    expect(forgetOfflineCopies).not.toHaveBeenCalled();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ loggedOut: 'idle' }));
    expect(client.logout).toHaveBeenCalled();
    expect(storage.getItem(tokenKey)).toBeNull();
    expect(storage.getItem(shoppingListKey(adaId))).toBeNull();
    expect(storage.getItem(shoppingListKey(bobId))).not.toBeNull();
    expect(storage.getItem(planKey(adaId))).toBeNull();
    expect(forgetOfflineCopies).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.member).toBeNull();
  });

  it("tells the client whose answers to keep: the member's once in, nobody's before any copy is forgotten", async () => {
    const told: (string | null)[] = [];
    const forgetOfflineCopies = vi.fn(async () => {
      told.push('forgotten');
    });
    const actor = createActor(sessionMachine, {
      input: {
        client: fakeClient(),
        storage: memoryStorage({ [tokenKey]: 'x', [deviceMemberKey]: ada }),
        forgetOfflineCopies,
        keepCopiesFor: (memberId) => told.push(memberId),
      },
    }).start();
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'session.unauthorized' });
    expect(told).toEqual([adaId, null, 'forgotten']);
  });

  it('offline, a kept session opens as the member the device keeps copies for, never the visitor', async () => {
    const offline = Object.assign(new Error('Could not reach the server.'), { status: 0 });
    const getOwnProfile = vi.fn(async () => Promise.reject(offline));
    const remembered = await settle(
      fakeClient({ getOwnProfile }),
      memoryStorage({ [tokenKey]: 'x', [deviceMemberKey]: ada }),
    );
    expect(remembered.getSnapshot().matches('loggedIn')).toBe(true);
    expect(remembered.getSnapshot().context.member).toEqual({
      id: adaId,
      username: 'ada',
      isAdmin: false,
      units: null,
    });
    // Nobody remembered (or a broken entry): the visitor's pages, and the token kept for the next try.
    for (const kept of [undefined, '{broken']) {
      const storage = memoryStorage({ [tokenKey]: 'x', ...(kept && { [deviceMemberKey]: kept }) });
      const actor = await settle(fakeClient({ getOwnProfile }), storage);
      expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
      expect(storage.getItem(tokenKey)).toBe('x');
    }
  });

  it('a session that ends without Logout (a 401) deletes the offline copies, and keeps the member’s queues', async () => {
    const storage = memoryStorage({
      [tokenKey]: 'x',
      [deviceMemberKey]: ada,
      [shoppingListKey(adaId)]: '{"at":0,"value":{}}',
      [planKey(adaId)]: '{"at":0,"value":{}}',
    });
    const forgetOfflineCopies = vi.fn(async () => undefined);
    const expired = createActor(sessionMachine, {
      input: {
        client: fakeClient({ getOwnProfile: vi.fn(async () => Promise.reject(unauthorized)) }),
        storage,
        forgetOfflineCopies,
      },
    }).start();
    await waitFor(expired, (s) => s.matches('loggedOut'));
    expect(forgetOfflineCopies).toHaveBeenCalledTimes(1);
    expect(storage.getItem(shoppingListKey(adaId))).not.toBeNull();
    expect(storage.getItem(planKey(adaId))).not.toBeNull();

    // Expired while the app was open: any call's 401 ends the session the same way.
    storage.setItem(tokenKey, 'x');
    const open = createActor(sessionMachine, {
      input: { client: fakeClient(), storage, forgetOfflineCopies },
    }).start();
    await waitFor(open, (s) => s.matches('loggedIn'));
    open.send({ type: 'session.unauthorized' });
    expect(open.getSnapshot().matches('loggedOut')).toBe(true);
    expect(forgetOfflineCopies).toHaveBeenCalledTimes(2);
  });

  it('another member signing in on the device first deletes what was kept of the one before', async () => {
    // Ada's session expired without Logout; her copies and her queue are still on the device.
    const storage = memoryStorage({
      [deviceMemberKey]: ada,
      [shoppingListKey(adaId)]: '{"at":0,"value":{}}',
      [planKey(adaId)]: '{"at":0,"value":{}}',
    });
    const order: string[] = [];
    const forgetOfflineCopies = vi.fn(async () => {
      order.push('forgotten');
    });
    const client = fakeClient({
      login: vi.fn(async () => {
        order.push('answered');
        return { token: 't3', username: 'bob', isAdmin: false, _id: bobId };
      }),
    });
    const actor = createActor(sessionMachine, { input: { client, storage, forgetOfflineCopies } }).start();
    actor.subscribe((s) => {
      if (s.matches('loggedIn') && !order.includes('signed in')) order.push('signed in');
    });
    actor.send({ type: 'login.submit', credentials: { username: 'bob', password: 'secret1' } });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    // Deleted before Bob's pages could ask anything.
    expect(order).toEqual(['answered', 'forgotten', 'signed in']);
    expect(storage.getItem(shoppingListKey(adaId))).toBeNull();
    expect(storage.getItem(planKey(adaId))).toBeNull();
    expect(JSON.parse(storage.getItem(deviceMemberKey) ?? '{}')).toEqual({
      id: bobId,
      username: 'bob',
      isAdmin: false,
      units: null,
    });

    // Bob again, later: his own copies stay.
    actor.send({ type: 'session.unauthorized' });
    actor.send({ type: 'login.submit', credentials: { username: 'bob', password: 'secret1' } });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(forgetOfflineCopies).toHaveBeenCalledTimes(2);
  });

  it('logs in, stores the token and remembers the member from the answer alone', async () => {
    const storage = memoryStorage();
    const client = fakeClient();
    const actor = await settle(client, storage);
    actor.send({ type: 'login.submit', credentials: { username: 'ada', password: 'secret1' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(storage.getItem(tokenKey)).toBe('t1');
    expect(actor.getSnapshot().context.member).toEqual({
      id: adaId,
      username: 'ada',
      isAdmin: true,
      units: null,
    });
    expect(client.getOwnProfile).not.toHaveBeenCalled();
  });

  it('an answer carrying an error is a failed login with the spec message', async () => {
    const actor = await settle(fakeClient({ login: vi.fn(async () => ({ error: 'nope' })) }));
    actor.send({ type: 'login.submit', credentials: { username: 'ada', password: 'x' } });
    await waitFor(actor, (s) => s.matches({ loggedOut: 'loginFailed' }));
    expect(actor.getSnapshot().context.error).toBe('Invalid credentials. Please try again.');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('a failed sign-up returns to the form without a message', async () => {
    const actor = await settle(
      fakeClient({ register: vi.fn(async () => Promise.reject(new Error('taken'))) }),
    );
    actor.send({
      type: 'signup.submit',
      registration: { username: 'bob', password: 'secret1', fName: 'B', lName: 'C' },
    });
    await waitFor(actor, (s) => s.matches({ loggedOut: 'idle' }));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a guest who keeps their place as an account is logged in as that member, the device theirs', async () => {
    const storage = memoryStorage({ [deviceMemberKey]: ada });
    const forgetOfflineCopies = vi.fn(async () => undefined);
    const actor = createActor(sessionMachine, {
      input: { client: fakeClient(), storage, forgetOfflineCopies },
    }).start();
    actor.send({
      type: 'account.kept',
      answer: { token: 'cookie-session', username: 'sam_b', isAdmin: false, _id: bobId, units: null },
    });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }));
    expect(actor.getSnapshot().context.member).toEqual({
      id: bobId,
      username: 'sam_b',
      isAdmin: false,
      units: null,
    });
    expect(storage.getItem(tokenKey)).toBe('cookie-session');
    // Ada's copies on this device went before Sam's began.
    expect(forgetOfflineCopies).toHaveBeenCalled();
    expect(JSON.parse(storage.getItem(deviceMemberKey) ?? '{}').id).toBe(bobId);
  });

  it('logout clears the token even when the server fails, and any 401 logs out', async () => {
    const storage = memoryStorage({ [tokenKey]: 'x' });
    const actor = await settle(
      fakeClient({ logout: vi.fn(async () => Promise.reject(new Error('down'))) }),
      storage,
    );
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(storage.getItem(tokenKey)).toBeNull();

    const again = await settle(fakeClient(), memoryStorage({ [tokenKey]: 'x' }));
    again.send({ type: 'session.unauthorized' });
    expect(again.getSnapshot().matches('loggedOut')).toBe(true);
    expect(again.getSnapshot().context.member).toBeNull();
  });

  it('reaches every state', () => {
    const member = { token: 't', username: 'ada', isAdmin: false, _id: adaId };
    expect(
      unreachableStates(sessionMachine, {
        input: { client: fakeClient(), storage: memoryStorage({ [tokenKey]: 'x' }) },
        events: [
          { type: 'login.submit', credentials: { username: 'a', password: 'b' } },
          { type: 'signup.submit', registration: { username: 'a', password: 'b', fName: 'c', lName: 'd' } },
          { type: 'session.logout' },
          { type: 'session.unauthorized' },
          done('checkSession', { id: adaId, username: 'ada', isAdmin: false }),
          failed('checkSession', unauthorized),
          done('logIn', member),
          done('signUp', member),
          { type: 'account.kept', answer: member },
          done('claimAccount', member),
          done('logOut'),
          failed('logIn'),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

// A device where someone has logged in (the token flag is stored): the session is checked with the server.
describe('sessionMachine transition table', () => {
  const member = { id: adaId, username: 'ada', isAdmin: false };
  const login = { type: 'login.submit', credentials: { username: 'ada', password: 'secret1' } } as const;
  it.each<TransitionRow>([
    ['starts checking', [], 'checking'],
    ['no session', [done('checkSession', null)], { loggedOut: 'idle' }],
    ['a session', [done('checkSession', member)], { loggedIn: 'active' }],
    ['login submitted', [done('checkSession', null), login], { loggedOut: 'loggingIn' }],
    [
      'login answered with an error',
      [done('checkSession', null), login, done('logIn', { error: 'no' })],
      { loggedOut: 'loginFailed' },
    ],
    ['login refused', [done('checkSession', null), login, failed('logIn')], { loggedOut: 'loginFailed' }],
    [
      'login retried after failing',
      [done('checkSession', null), login, failed('logIn'), login],
      { loggedOut: 'loggingIn' },
    ],
    [
      'a sign-up answered with an error keeps the form',
      [
        done('checkSession', null),
        { type: 'signup.submit', registration: { username: 'bob', password: 'x', fName: 'B', lName: 'C' } },
        done('signUp', { error: 'Username taken' }),
      ],
      { loggedOut: 'idle' },
    ],
    ['logging out', [done('checkSession', member), { type: 'session.logout' }], { loggedIn: 'loggingOut' }],
    [
      'a 401 while logged in',
      [done('checkSession', member), { type: 'session.unauthorized' }],
      { loggedOut: 'idle' },
    ],
    [
      'logout while logged out is ignored',
      [done('checkSession', null), { type: 'session.logout' }],
      { loggedOut: 'idle' },
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(
        sessionMachine,
        { client: {} as SessionClient, storage: memoryStorage({ [tokenKey]: 'x' }) },
        events,
      ).matches(expected as never),
    ).toBe(true);
  });
});
