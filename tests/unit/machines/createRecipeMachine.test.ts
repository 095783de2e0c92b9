import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import {
  type CreateRecipeClient,
  createRecipeMachine,
  emptyRecipeDraft,
  missingFields,
  toNewRecipe,
} from '../../../machines/createRecipeMachine.ts';
import type { MemberRecipe } from '../../../machines/support/records.ts';
import { aRecipe } from '../../../stories/statecharts/samples.ts';
import { createActor, getInitialSnapshot, getNextSnapshot } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const typed = {
  title: ' Pancakes ',
  image: 'data:image/jpeg;base64,AAAA',
  ingredients: 'flour\n\n milk ',
  instructions: 'mix',
  prepTime: '10',
  cookTime: '',
};
const fill = { type: 'draft.change', ...typed } as const;
const created: MemberRecipe = aRecipe({ title: 'Pancakes' });
const client = (create: CreateRecipeClient['createRecipe']): CreateRecipeClient => ({ createRecipe: create });

describe('createRecipeMachine', () => {
  it('holds what is typed and sends it as the create body', () => {
    const draft = { ...emptyRecipeDraft, ...typed };
    expect(toNewRecipe(draft)).toEqual({
      title: 'Pancakes',
      image: 'data:image/jpeg;base64,AAAA',
      ingredients: ['flour', 'milk'],
      instructions: ['mix'],
      prepTime: 10,
      cookTime: null,
      servings: '',
      link: '',
      tags: { mealType: [], cuisine: [], diet: [], intolerance: [] },
      isPublic: true,
    });
    expect(missingFields(emptyRecipeDraft)).toEqual(['title', 'image']);
  });

  it('does not submit without a title and a photo, and then says which is missing', () => {
    const start = getInitialSnapshot(createRecipeMachine, { client: client(async () => created) });
    const open = getNextSnapshot(createRecipeMachine, start, { type: 'form.open' });
    const titled = getNextSnapshot(createRecipeMachine, open, { type: 'draft.change', title: 'Soup' });
    const next = getNextSnapshot(createRecipeMachine, titled, { type: 'recipe.submit' });
    expect(next.value).toEqual({ editing: 'incomplete' });
    expect(missingFields(next.context.draft)).toEqual(['image']);
  });

  it('publishes, then closes, resets, announces the new recipe and alerts', async () => {
    const create = vi.fn(async () => created);
    const actor = createActor(createRecipeMachine, { input: { client: client(create) } }).start();
    const emitted: string[] = [];
    actor.on('*', (e) => emitted.push(e.type === 'alert.show' ? e.text : e.type));
    actor.send({ type: 'form.open' });
    actor.send(fill);
    actor.send({ type: 'recipe.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('created'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Pancakes', prepTime: 10 }));
    expect(actor.getSnapshot().context.draft).toEqual(emptyRecipeDraft);
    expect(emitted).toEqual(['recipe.created', 'Recipe created!']);
  });

  it('stays open with the draft on failure', async () => {
    const actor = createActor(createRecipeMachine, {
      input: { client: client(async () => Promise.reject(new Error('x'))) },
    }).start();
    actor.send({ type: 'form.open' });
    actor.send(fill);
    actor.send({ type: 'recipe.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.draft).toMatchObject(typed);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(createRecipeMachine, {
        input: { client: client(async () => created) },
        events: [
          { type: 'form.open' },
          { type: 'form.close' },
          fill,
          { type: 'recipe.submit' },
          done('createRecipe', created),
          failed('createRecipe'),
        ],
        serialize: (s) => JSON.stringify([s.value, missingFields(s.context.draft)]),
      }),
    ).toEqual([]);
  });
});

describe('createRecipeMachine transition table', () => {
  const open = { type: 'form.open' } as const;
  const close = { type: 'form.close' } as const;
  const submit = { type: 'recipe.submit' } as const;
  const noPhoto = { type: 'draft.change', image: null } as const;
  it.each<TransitionRow>([
    ['closed at first', [], 'closed'],
    ['opened', [open], { editing: 'fresh' }],
    ['typed', [open, fill], { editing: 'fresh' }],
    ['refused without a title and a photo', [open, submit], { editing: 'incomplete' }],
    ['closed without publishing', [open, close], 'closed'],
    ['publishing', [open, fill, submit], 'submitting'],
    ['published', [open, fill, submit, done('createRecipe', created)], 'created'],
    [
      'opened again after publishing: an empty form',
      [open, fill, submit, done('createRecipe', created), open],
      { editing: 'fresh' },
    ],
    ['publishing failed', [open, fill, submit, failed('createRecipe')], 'failed'],
    ['typing after a failure', [open, fill, submit, failed('createRecipe'), fill], 'failed'],
    ['tried again after a failure', [open, fill, submit, failed('createRecipe'), submit], 'submitting'],
    [
      'a photo removed after a failure',
      [open, fill, submit, failed('createRecipe'), noPhoto, submit],
      { editing: 'incomplete' },
    ],
    ['closed after a failure', [open, fill, submit, failed('createRecipe'), close], 'closed'],
  ])('%s', (_, events, expected) => {
    expect(stateAfter(createRecipeMachine, { client: client(async () => created) }, events).value).toEqual(
      expected,
    );
  });

  it('closing after a failure forgets the draft; opening after publishing starts empty', () => {
    const input = { client: client(async () => created) };
    expect(
      stateAfter(createRecipeMachine, input, [open, fill, submit, failed('createRecipe'), close]).context
        .draft,
    ).toEqual(emptyRecipeDraft);
    const reopened = stateAfter(createRecipeMachine, input, [
      open,
      fill,
      submit,
      done('createRecipe', created),
      open,
    ]);
    expect(reopened.context.draft).toEqual(emptyRecipeDraft);
  });
});
