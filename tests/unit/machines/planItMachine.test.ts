import { describe, expect, it } from 'vitest';
import { type PlanRecipe, planItMachine } from '../../../machines/plan/planItMachine.ts';
import { sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';

// "Plan it" from a recipe card's ⋯ menu: the dialog's choices, and Add to plan handing the entry to the meal plan.

const tuesday = Date.parse('2026-11-24T11:00:00');
const chili = { recipeId: sampleId(22), title: 'Chili', image: null, servings: '4 servings' };

function start() {
  const actor = createActor(planItMachine, { input: { now: () => tuesday } }).start();
  const planned: PlanRecipe[] = [];
  actor.on('recipe.plan', (event) => planned.push(event));
  return { actor, planned };
}

describe('planItMachine', () => {
  it('opens on today’s dinner at the recipe’s servings and plans the choice the member made', () => {
    const { actor, planned } = start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'planIt.open', recipe: chili });
    expect(actor.getSnapshot().context).toMatchObject({ day: '2026-11-24', meal: 'dinner', servings: 4 });
    actor.send({ type: 'planIt.change', day: '2026-11-27', meal: 'lunch' });
    actor.send({ type: 'planIt.change', servings: 500 });
    expect(actor.getSnapshot().context.servings).toBe(100);
    actor.send({ type: 'planIt.change', servings: null });
    actor.send({ type: 'planIt.confirm' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(planned).toEqual([
      {
        type: 'recipe.plan',
        recipeId: sampleId(22),
        title: 'Chili',
        image: null,
        servings: null,
        day: '2026-11-27',
        meal: 'lunch',
      },
    ]);
  });

  it('closing plans nothing; another card’s Plan it starts over from today’s dinner', () => {
    const { actor, planned } = start();
    actor.send({ type: 'planIt.open', recipe: chili });
    actor.send({ type: 'planIt.change', meal: 'breakfast' });
    actor.send({
      type: 'planIt.open',
      recipe: { recipeId: '716429', title: 'Shakshuka', image: null, servings: undefined },
    });
    expect(actor.getSnapshot().context).toMatchObject({ meal: 'dinner', servings: null });
    expect(actor.getSnapshot().context.recipe?.title).toBe('Shakshuka');
    actor.send({ type: 'planIt.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(planned).toEqual([]);
  });
});
