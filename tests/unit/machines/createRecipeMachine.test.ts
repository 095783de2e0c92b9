import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type CreateRecipeClient, createRecipeMachine } from '../../../machines/createRecipeMachine.ts';
import type { MemberRecipe, NewRecipe } from '../../../machines/support/records.ts';
import { aRecipe } from '../../../stories/statecharts/samples.ts';
import { createActor, getInitialSnapshot, getNextSnapshot } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const recipe: NewRecipe = {
  title: 'Pancakes',
  image: 'data:image/jpeg;base64,AAAA',
  ingredients: ['flour'],
  instructions: ['mix'],
  isPublic: true,
};
const created: MemberRecipe = aRecipe({ title: 'Pancakes' });
const client = (create: CreateRecipeClient['createRecipe']): CreateRecipeClient => ({ createRecipe: create });

describe('createRecipeMachine', () => {
  it('does not submit without a title and a photo, and says which is missing', () => {
    const start = getInitialSnapshot(createRecipeMachine, { client: client(async () => created) });
    const open = getNextSnapshot(createRecipeMachine, start, { type: 'form.open' });
    const next = getNextSnapshot(createRecipeMachine, open, {
      type: 'recipe.submit',
      recipe: { ...recipe, title: '  ', image: '' },
    });
    expect(next.value).toBe('editing');
    expect(next.context.missing).toEqual(['title', 'image']);
  });

  it('publishes, then closes, resets, announces the new recipe and alerts', async () => {
    const create = vi.fn(async () => created);
    const actor = createActor(createRecipeMachine, { input: { client: client(create) } }).start();
    const emitted: string[] = [];
    actor.on('*', (e) => emitted.push(e.type === 'alert.show' ? e.text : e.type));
    actor.send({ type: 'form.open' });
    actor.send({ type: 'recipe.submit', recipe });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('created'));
    expect(create).toHaveBeenCalledWith(recipe);
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(emitted).toEqual(['recipe.created', 'Recipe created!']);
  });

  it('stays open with the draft on failure', async () => {
    const actor = createActor(createRecipeMachine, {
      input: { client: client(async () => Promise.reject(new Error('x'))) },
    }).start();
    actor.send({ type: 'form.open' });
    actor.send({ type: 'recipe.submit', recipe });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.draft).toEqual(recipe);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(createRecipeMachine, {
        input: { client: client(async () => created) },
        events: [
          { type: 'form.open' },
          { type: 'form.close' },
          { type: 'recipe.submit', recipe },
          done('createRecipe', created),
          failed('createRecipe'),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('createRecipeMachine transition table', () => {
  const open = { type: 'form.open' } as const;
  const close = { type: 'form.close' } as const;
  const submit = { type: 'recipe.submit', recipe } as const;
  const incomplete = { type: 'recipe.submit', recipe: { ...recipe, image: '' } } as const;
  it.each<TransitionRow>([
    ['closed at first', [], 'closed'],
    ['opened', [open], 'editing'],
    ['closed without publishing', [open, close], 'closed'],
    ['publishing', [open, submit], 'submitting'],
    ['published', [open, submit, done('createRecipe', created)], 'created'],
    [
      'opened again after publishing: an empty form',
      [open, submit, done('createRecipe', created), open],
      'editing',
    ],
    ['publishing failed', [open, submit, failed('createRecipe')], 'failed'],
    ['tried again after a failure', [open, submit, failed('createRecipe'), submit], 'submitting'],
    ['a photo removed after a failure', [open, submit, failed('createRecipe'), incomplete], 'editing'],
    ['closed after a failure', [open, submit, failed('createRecipe'), close], 'closed'],
  ])('%s', (_, events, expected) => {
    expect(stateAfter(createRecipeMachine, { client: client(async () => created) }, events).value).toEqual(
      expected,
    );
  });

  it('closing after a failure forgets the draft; opening after publishing starts empty', () => {
    const input = { client: client(async () => created) };
    expect(
      stateAfter(createRecipeMachine, input, [open, submit, failed('createRecipe'), close]).context.draft,
    ).toBeNull();
    const reopened = stateAfter(createRecipeMachine, input, [
      open,
      submit,
      done('createRecipe', created),
      open,
    ]);
    expect(reopened.context).toMatchObject({ draft: null, missing: [] });
  });
});
