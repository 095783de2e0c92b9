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
  return {
    shopping,
    plan,
    stop() {
      shopping.stop();
      plan.stop();
    },
  };
}

export type ListActors = Omit<ReturnType<typeof startListActors>, 'stop'>;
