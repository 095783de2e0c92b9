// Fakes for the potluck machines' tests. A stand-in for packages/client's `onStale`: the test says which key went stale (as the live-event router does
// when someone else changed it) and can see whether the machine still listens.
import type { DataKey, DataKeyPrefix, OnStale, Potluck } from '@potluck/contract';
import { vi } from 'vitest';
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { PotluckClient } from '../../../machines/potluck/events.ts';
import {
  aMessage,
  aPotluck,
  chickenDish,
  kenji,
  priya,
  sam,
} from '../../../stories/statecharts/potluckSamples.ts';
import { aFriend, aRecipe, sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';

export function fakeStaleKeys() {
  const listeners = new Set<{ prefix: DataKeyPrefix; listener: (stale: DataKey) => void }>();
  const onStale: OnStale = (prefix, listener) => {
    const entry = { prefix, listener };
    listeners.add(entry);
    return () => listeners.delete(entry);
  };
  return {
    onStale,
    /** The router marks `key` stale: every listener whose prefix it starts with hears it. */
    stale: (key: DataKey) => {
      for (const { prefix, listener } of [...listeners])
        if (prefix.every((part, i) => key[i] === part)) listener(key);
    },
    listening: () => listeners.size,
  };
}

export type Viewer = 'host' | 'kenji' | 'priya' | 'sam';

/** A server for one potluck as `viewer` sees it: each change answers the potluck as it now is. */
export function fakePotluckClient(viewer: Viewer = 'kenji', overrides: Partial<PotluckClient> = {}) {
  const live = fakeStaleKeys();
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
      you: {
        ...current.you,
        answer: body.answer,
        people: body.people ?? 1,
        needs: body.needs ?? current.you.needs,
      },
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
      {
        _id: chickenDish.recipeId ?? '',
        title: 'Roast chicken with bread sauce',
        tags: { mealType: ['main course'] },
      },
      { _id: sampleId(902), title: 'Tiramisu', tags: { mealType: ['dessert'] } },
    ]),
    getPublicRecipes: vi.fn(async () => [{ id: sampleId(901), title: 'Chicken curry' }]),
    searchExternal: vi.fn(async () => [{ id: 716429, title: 'Chicken pasta' }]),
    getMemberRecipe: vi.fn(
      async () => aRecipe({ ingredients: ['1 chicken', '2 cups breadcrumbs'], servings: '2' }) as never,
    ),
    getExternalRecipe: vi.fn(),
    createPotluck: vi.fn(async () => current),
    renewGuestLink: vi.fn(async () => ({ secret: 's'.repeat(43) })),
    keepGuestAccount: vi.fn(async (body) => ({
      token: 'cookie-session',
      username: body.username,
      isAdmin: false,
      _id: sam.id,
      units: null,
    })),
    onStale: live.onStale,
    ...overrides,
  };
  return { client, live };
}

export const refusal = (status: number, body?: unknown) =>
  Object.assign(new Error(status === 409 ? 'Refused' : 'Request failed (500)'), { status, body });

/** Starts a machine and keeps what it emits (what the member is told, what the app is asked). */
export function started<M extends AnyStateMachine>(machine: M, input: InputFrom<M>) {
  const actor = createActor(machine, { input });
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}
