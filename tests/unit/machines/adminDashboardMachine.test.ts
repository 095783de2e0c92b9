import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type AdminClient, adminDashboardMachine } from '../../../machines/adminDashboardMachine.ts';
import type { AdminUser } from '../../../machines/support/records.ts';
import { anAdminUser, sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const user = (name: string): AdminUser => anAdminUser(name, sampleId(name.charCodeAt(0)));
const everyone = ['ada', 'bob', 'cy', 'dee'].map(user);

function start() {
  const client: AdminClient = {
    getAdminUsers: vi.fn(async (query?: string) =>
      everyone.filter((u) => !query || u.username.includes(query)),
    ),
    deleteAdminUser: vi.fn(async () => ({})),
    getTopCommented: vi.fn(async () => [{ recipeId: 'r1', title: 'Soup', commentCount: 4 }]),
    getTopLiked: vi.fn(async () => [{ recipeId: 'r2', title: 'Cake', likeCount: 9 }]),
    getTopExternal: vi.fn(async () => [{ id: 716429, title: 'Pasta' }]),
  };
  return { actor: createActor(adminDashboardMachine, { input: { client } }).start(), client };
}

const ready = { users: 'idle', list: 'firstThree' } as const;

describe('adminDashboardMachine', () => {
  it('loads the three top lists and the users, showing 3 until Show More', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    const { stats, users } = actor.getSnapshot().context;
    expect([
      stats.topCommented.length,
      stats.topLiked.length,
      stats.topExternal.length,
      users.length,
    ]).toEqual([1, 1, 1, 4]);
    expect(actor.getSnapshot().matches({ ready })).toBe(true);
    actor.send({ type: 'users.showMore' });
    expect(actor.getSnapshot().matches({ ready: { list: 'all' } })).toBe(true);
  });

  it('searches users by the query', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'users.search', query: ' bo ' });
    await waitFor(actor, (s) => s.matches({ ready: { users: 'idle' } }));
    expect(client.getAdminUsers).toHaveBeenLastCalledWith('bo');
    expect(actor.getSnapshot().context.users).toEqual([user('bob')]);
  });

  it('a new query while searching starts the search again, for the new query', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'users.search', query: 'a' });
    actor.send({ type: 'users.search', query: 'cy' });
    expect(actor.getSnapshot().matches({ ready: { users: 'searching' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { users: 'idle' } }));
    expect(client.getAdminUsers).toHaveBeenLastCalledWith('cy');
    expect(actor.getSnapshot().context.users).toEqual([user('cy')]);
  });

  it('a failed search keeps the list; a failed delete keeps the user (only logged)', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    client.getAdminUsers = vi.fn(async () => Promise.reject(new Error('Request failed (500)')));
    client.deleteAdminUser = vi.fn(async () => Promise.reject(new Error('Request failed (500)')));
    actor.send({ type: 'users.search', query: 'bo' });
    await waitFor(actor, (s) => s.matches({ ready: { users: 'idle' } }));
    expect(actor.getSnapshot().context.users).toEqual(everyone);
    actor.send({ type: 'user.delete', id: user('ada')._id });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { users: 'idle' } }));
    expect(client.deleteAdminUser).toHaveBeenCalledWith(user('ada')._id);
    expect(actor.getSnapshot().context.users).toEqual(everyone);
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('asks Delete this user? first; cancelling deletes nothing', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.delete', id: user('ada')._id });
    expect(actor.getSnapshot().matches({ ready: { users: 'confirmingDelete' } })).toBe(true);
    expect(actor.getSnapshot().context.target).toBe(user('ada')._id);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches({ ready: { users: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.target).toBeNull();
    expect(client.deleteAdminUser).not.toHaveBeenCalled();
  });

  it('deletes a user once the admin confirms', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.delete', id: user('ada')._id });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: { users: 'idle' } }));
    expect(client.deleteAdminUser).toHaveBeenCalledWith(user('ada')._id);
    expect(actor.getSnapshot().context.users.map((u) => u.username)).toEqual(['bob', 'cy', 'dee']);
  });

  it('a 403 (not an admin) is forbidden, not an empty dashboard; any other failure is failed', async () => {
    const refusing = (status: number) => {
      const { client } = start();
      client.getTopLiked = vi.fn(async () => Promise.reject(Object.assign(new Error('No'), { status })));
      return createActor(adminDashboardMachine, { input: { client } }).start();
    };
    const forbidden = refusing(403);
    await waitFor(forbidden, (s) => s.matches('forbidden'));
    expect(forbidden.getSnapshot().hasTag('error')).toBe(true);
    expect(forbidden.getSnapshot().can({ type: 'users.search', query: 'a' })).toBe(false);
    const broken = refusing(500);
    await waitFor(broken, (s) => s.matches('failed'));
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(adminDashboardMachine, {
        input: { client: {} as AdminClient },
        events: [
          { type: 'users.search', query: 'a' },
          { type: 'users.showMore' },
          { type: 'users.showLess' },
          { type: 'user.delete', id: user('ada')._id },
          { type: 'delete.confirm' },
          { type: 'delete.cancel' },
          done('loadDashboard', { topCommented: [], topLiked: [], topExternal: [], users: everyone }),
          failed('loadDashboard'),
          failed('loadDashboard', Object.assign(new Error('Admins only'), { status: 403 })),
          done('searchUsers', everyone),
          done('deleteUser'),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('adminDashboardMachine transition table', () => {
  const loaded = done('loadDashboard', { topCommented: [], topLiked: [], topExternal: [], users: everyone });
  it.each<TransitionRow>([
    ['loading at first', [], 'loading'],
    ['loaded', [loaded], { ready: { users: 'idle', list: 'firstThree' } }],
    ['failed', [failed('loadDashboard')], 'failed'],
    [
      'forbidden',
      [failed('loadDashboard', Object.assign(new Error('Admins only'), { status: 403 }))],
      'forbidden',
    ],
    ['searching', [loaded, { type: 'users.search', query: 'a' }], { ready: { users: 'searching' } }],
    [
      'searched',
      [loaded, { type: 'users.search', query: 'a' }, done('searchUsers', everyone)],
      { ready: { users: 'idle' } },
    ],
    ['show more', [loaded, { type: 'users.showMore' }], { ready: { list: 'all' } }],
    [
      'show less',
      [loaded, { type: 'users.showMore' }, { type: 'users.showLess' }],
      { ready: { list: 'firstThree' } },
    ],
    [
      'confirming a delete',
      [loaded, { type: 'user.delete', id: user('ada')._id }],
      { ready: { users: 'confirmingDelete' } },
    ],
    [
      'delete cancelled',
      [loaded, { type: 'user.delete', id: user('ada')._id }, { type: 'delete.cancel' }],
      { ready: { users: 'idle' } },
    ],
    [
      'deleting',
      [loaded, { type: 'user.delete', id: user('ada')._id }, { type: 'delete.confirm' }],
      { ready: { users: 'deleting' } },
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(adminDashboardMachine, { client: {} as AdminClient }, events).matches(expected as never),
    ).toBe(true);
  });
});
