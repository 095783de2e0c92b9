// The member's shopping list and meal plan actors, in a chunk of their own (issue 30): the shell starts them right
// after its first render instead of in the boot bundle, with the unit libraries the shopping list carries. They
// still live as long as the member's shell, so every page adds to the same queues.
import { createActor } from 'xstate';
import { planMachine, shoppingListMachine } from '../../machines/index.ts';
import { client, env } from '../services.ts';

export function startListActors(memberId: string) {
  const shopping = createActor(shoppingListMachine, {
    input: { client, memberId, storage: env.localStorage, now: env.now, random: env.random },
  }).start();
  const plan = createActor(planMachine, {
    input: { client, memberId, storage: env.localStorage, now: env.now, random: env.random },
  }).start();
  // "Add this week to the shopping list" is a change in the shopping list's one queue, like a recipe's add.
  const weekToList = plan.on('planEntries.add', ({ planId, entryIds }) =>
    shopping.send({ type: 'planEntries.add', planId, entryIds }),
  );
  return {
    shopping,
    plan,
    stop() {
      weekToList.unsubscribe();
      shopping.stop();
      plan.stop();
    },
  };
}

export type ListActors = Omit<ReturnType<typeof startListActors>, 'stop'>;
