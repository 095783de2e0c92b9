import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type MyRecipesClient, myRecipesMachine } from '../../../machines/myRecipesMachine.ts';
import type { MemberRecipe } from '../../../machines/support/records.ts';
import { aRecipe, sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const recipe = (n: number, isPublic = true): MemberRecipe =>
  aRecipe({ _id: sampleId(n), title: `Recipe ${n}`, isPublic });

function start(overrides: Partial<MyRecipesClient> = {}) {
  const client: MyRecipesClient = {
    getMyRecipes: vi.fn(async () => [recipe(1), recipe(2, false)]),
    deleteRecipe: vi.fn(async () => ({})),
    setRecipePrivacy: vi.fn(async (_id: string, isPublic: boolean) => ({ isPublic })),
    ...overrides,
  };
  const actor = createActor(myRecipesMachine, { input: { client } }).start();
  return { actor, client };
}

const ids = (recipes: MemberRecipe[]) => recipes.map((r) => r._id);

describe('myRecipesMachine', () => {
  it('loads the member recipes', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.recipes).toHaveLength(2);
  });

  it('deletes only after the member confirmed, and only when the server agrees', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'recipe.delete', id: recipe(1)._id });
    expect(actor.getSnapshot().matches({ list: 'confirmingDelete' })).toBe(true);
    expect(client.deleteRecipe).not.toHaveBeenCalled();
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(client.deleteRecipe).toHaveBeenCalledWith(recipe(1)._id);
    expect(ids(actor.getSnapshot().context.recipes)).toEqual([recipe(2)._id]);
  });

  it('a declined confirmation sends nothing; a failed delete keeps the card', async () => {
    const declined = start();
    await waitFor(declined.actor, (s) => s.matches({ list: 'ready' }));
    declined.actor.send({ type: 'recipe.delete', id: recipe(1)._id });
    declined.actor.send({ type: 'delete.cancel' });
    expect(declined.actor.getSnapshot().value).toEqual({ list: 'ready', recipe: 'closed' });
    expect(declined.actor.getSnapshot().context.target).toBeNull();
    expect(declined.client.deleteRecipe).not.toHaveBeenCalled();

    const failing = start({ deleteRecipe: vi.fn(async () => Promise.reject(new Error('x'))) });
    await waitFor(failing.actor, (s) => s.matches({ list: 'ready' }));
    failing.actor.send({ type: 'recipe.delete', id: recipe(1)._id });
    failing.actor.send({ type: 'delete.confirm' });
    await waitFor(failing.actor, (s) => s.matches({ list: 'ready' }));
    expect(failing.actor.getSnapshot().context.recipes).toHaveLength(2);
  });

  it('toggles privacy to the opposite and shows what the server returned', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'recipe.togglePrivacy', id: recipe(2)._id });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(client.setRecipePrivacy).toHaveBeenCalledWith(recipe(2)._id, true);
    expect(actor.getSnapshot().context.recipes[1]?.isPublic).toBe(true);
  });

  it('a failed privacy change leaves the card as it was (only logged)', async () => {
    const { actor, client } = start({
      setRecipePrivacy: vi.fn(async () => Promise.reject(new Error('Request failed (500)'))),
    });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'recipe.togglePrivacy', id: recipe(2)._id });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(client.setRecipePrivacy).toHaveBeenCalledWith(recipe(2)._id, true);
    expect(actor.getSnapshot().context.recipes[1]?.isPublic).toBe(false);
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('reloads after a recipe was created, showing the new one', async () => {
    const getMyRecipes = vi.fn(async () => [recipe(1)]);
    const { actor } = start({ getMyRecipes });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    getMyRecipes.mockResolvedValueOnce([recipe(1), recipe(3)]);
    actor.send({ type: 'recipes.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(ids(actor.getSnapshot().context.recipes)).toEqual([recipe(1)._id, recipe(3)._id]);
  });

  it('keeps the recipe opened from a card beside the list', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'recipe.open', id: recipe(1)._id, title: 'Recipe 1' });
    expect(actor.getSnapshot().matches({ recipe: 'open' })).toBe(true);
    expect(actor.getSnapshot().context.opened).toEqual({ id: recipe(1)._id, title: 'Recipe 1' });
    actor.send({ type: 'recipe.close' });
    expect(actor.getSnapshot().context.opened).toBeNull();
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(myRecipesMachine, {
        input: {
          client: {
            getMyRecipes: async () => [],
            deleteRecipe: async () => ({}),
            setRecipePrivacy: async () => ({ isPublic: true }),
          },
        },
        events: [
          { type: 'delete.confirm' },
          { type: 'delete.cancel' },
          { type: 'recipe.open', id: recipe(1)._id, title: 'Recipe 1' },
          { type: 'recipe.close' },
          { type: 'recipes.reload' },
          { type: 'recipe.delete', id: recipe(1)._id },
          { type: 'recipe.togglePrivacy', id: recipe(1)._id },
          done('loadRecipes', [recipe(1)]),
          failed('loadRecipes'),
          done('deleteRecipe'),
          done('setPrivacy', { isPublic: false }),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('myRecipesMachine transition table', () => {
  const loaded = done('loadRecipes', [recipe(1)]);
  it.each<TransitionRow>([
    ['loading at first', [], 'loading'],
    ['loaded', [loaded], 'ready'],
    ['load failed', [failed('loadRecipes')], 'failed'],
    ['reload after failing', [failed('loadRecipes'), { type: 'recipes.reload' }], 'loading'],
    ['asking before deleting', [loaded, { type: 'recipe.delete', id: recipe(1)._id }], 'confirmingDelete'],
    ['cancelled', [loaded, { type: 'recipe.delete', id: recipe(1)._id }, { type: 'delete.cancel' }], 'ready'],
    [
      'deleting after the confirmation',
      [loaded, { type: 'recipe.delete', id: recipe(1)._id }, { type: 'delete.confirm' }],
      'deleting',
    ],
    [
      'deleted',
      [
        loaded,
        { type: 'recipe.delete', id: recipe(1)._id },
        { type: 'delete.confirm' },
        done('deleteRecipe'),
      ],
      'ready',
    ],
    ['privacy saving', [loaded, { type: 'recipe.togglePrivacy', id: recipe(1)._id }], 'savingPrivacy'],
    [
      'privacy saved',
      [loaded, { type: 'recipe.togglePrivacy', id: recipe(1)._id }, done('setPrivacy', { isPublic: false })],
      'ready',
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(myRecipesMachine, { client: {} as MyRecipesClient }, events).matches({
        list: expected,
      } as never),
    ).toBe(true);
  });
});
