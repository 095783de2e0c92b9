import { emptyRecipeFormDraft } from '@potluck/domain';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import {
  type CreateRecipeClient,
  createRecipeMachine,
  importProblemMessages,
  importProblemOf,
  missingFields,
  toNewRecipe,
} from '../../../machines/createRecipeMachine.ts';
import type { MemberRecipe } from '../../../machines/support/records.ts';
import { aCookbook, aRecipe } from '../../../stories/statecharts/samples.ts';
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
const client = (
  create: CreateRecipeClient['createRecipe'],
  importRecipe: CreateRecipeClient['importRecipe'] = async () => {
    throw new Error('not imported here');
  },
  getCookbooks: CreateRecipeClient['getCookbooks'] = async () => [],
): CreateRecipeClient => ({ createRecipe: create, importRecipe, getCookbooks });

const imported = {
  title: 'Chickpea Curry',
  ingredients: ['1 tbsp oil', '400 g chickpeas'],
  instructions: ['Fry the onion for 10 minutes.', 'Simmer for 20 minutes.'],
  prepTime: 10,
  cookTime: null,
  readyInMinutes: 40,
  servings: '4 servings',
  image: 'https://potluck.test/media/abc.webp',
  link: 'https://recipes.example/curry',
  tags: { mealType: ['main course'], cuisine: ['indian'], diet: ['vegan'], intolerance: [] },
};

describe('createRecipeMachine', () => {
  it('holds what is typed and sends it as the create body', () => {
    const draft = { ...emptyRecipeFormDraft, ...typed };
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
    expect(missingFields(emptyRecipeFormDraft)).toEqual(['title', 'image']);
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
    expect(actor.getSnapshot().context.draft).toEqual(emptyRecipeFormDraft);
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

  it('counts each refused submit, so the form focuses the first error every time', () => {
    const start = getInitialSnapshot(createRecipeMachine, { client: client(async () => created) });
    const open = getNextSnapshot(createRecipeMachine, start, { type: 'form.open' });
    expect(open.context.refusals).toBe(0);
    const once = getNextSnapshot(createRecipeMachine, open, { type: 'recipe.submit' });
    const twice = getNextSnapshot(createRecipeMachine, once, { type: 'recipe.submit' });
    expect(twice.value).toEqual({ editing: 'incomplete' });
    expect(twice.context.refusals).toBe(2);
    const closed = getNextSnapshot(createRecipeMachine, twice, { type: 'form.close' });
    expect(closed.context.refusals).toBe(0);
  });

  it('loads the member’s cookbooks on open and sends the chosen one with the create call', async () => {
    const create = vi.fn(async () => created);
    const getCookbooks = vi.fn(async () => [aCookbook({ _id: 'c'.repeat(24), title: 'Soups' })]);
    const actor = createActor(createRecipeMachine, {
      input: { client: client(create, undefined, getCookbooks) },
    }).start();
    expect(getCookbooks).not.toHaveBeenCalled();
    actor.send({ type: 'form.open' });
    await waitFor(actor, (s) => s.context.cookbooks !== null);
    expect(actor.getSnapshot().context.cookbooks).toEqual([{ id: 'c'.repeat(24), title: 'Soups' }]);
    actor.send(fill);
    actor.send({ type: 'draft.change', cookbookId: 'c'.repeat(24) });
    actor.send({ type: 'recipe.submit' });
    await waitFor(actor, (s) => s.matches('created'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ cookbookId: 'c'.repeat(24) }));
    expect(actor.getSnapshot().context.draft.cookbookId).toBe('');
  });

  it('sends no cookbookId when none is chosen', () => {
    expect(toNewRecipe({ ...emptyRecipeFormDraft, ...typed })).not.toHaveProperty('cookbookId');
  });

  it('leaves the picker out when the cookbooks cannot be loaded, and still publishes', async () => {
    const create = vi.fn(async () => created);
    const getCookbooks = vi.fn(async () => Promise.reject(new Error('down')));
    const actor = createActor(createRecipeMachine, {
      input: { client: client(create, undefined, getCookbooks) },
    }).start();
    actor.send({ type: 'form.open' });
    await vi.waitFor(() => expect(getCookbooks).toHaveBeenCalled());
    await Promise.resolve();
    expect(actor.getSnapshot().context.cookbooks).toBeNull();
    actor.send(fill);
    actor.send({ type: 'recipe.submit' });
    await waitFor(actor, (s) => s.matches('created'));
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
          { type: 'import.change', url: 'https://recipes.example/curry' },
          { type: 'import.submit' },
          done('createRecipe', created),
          failed('createRecipe'),
          done('importRecipe', imported),
          failed('importRecipe'),
        ],
        serialize: (s) =>
          JSON.stringify([s.value, missingFields(s.context.draft), s.context.importUrl !== '']),
      }),
    ).toEqual([]);
  });
});

describe('createRecipeMachine: import from a link', () => {
  const open = (importRecipe: CreateRecipeClient['importRecipe']) => {
    const actor = createActor(createRecipeMachine, {
      input: { client: client(async () => created, importRecipe) },
    }).start();
    actor.send({ type: 'form.open' });
    actor.send({ type: 'draft.change', isPublic: false });
    actor.send({ type: 'import.change', url: ' https://recipes.example/curry ' });
    return actor;
  };

  it('fills the form from the page for review, the page as its link, keeping the member’s privacy', async () => {
    const importRecipe = vi.fn(async () => imported);
    const actor = open(importRecipe);
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().hasTag('importing')).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: 'imported' }));
    expect(importRecipe).toHaveBeenCalledWith('https://recipes.example/curry');
    expect(actor.getSnapshot().context.draft).toEqual({
      title: 'Chickpea Curry',
      image: 'https://potluck.test/media/abc.webp',
      ingredients: '1 tbsp oil\n400 g chickpeas',
      instructions: 'Fry the onion for 10 minutes.\nSimmer for 20 minutes.',
      prepTime: '10',
      cookTime: '',
      servings: '4 servings',
      link: 'https://recipes.example/curry',
      tags: imported.tags,
      isPublic: false,
      cookbookId: '',
    });
    // Nothing is published until the member presses Publish.
    actor.send({ type: 'recipe.submit' });
    await waitFor(actor, (s) => s.matches('created'));
  });

  it('keeps the member’s photo when the page has none', async () => {
    const actor = open(async () => ({ ...imported, image: null }));
    actor.send({ type: 'draft.change', image: 'data:image/png;base64,AA' });
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'imported' }));
    expect(actor.getSnapshot().context.draft.image).toBe('data:image/png;base64,AA');
  });

  it.each([
    [400, 'notAllowed'],
    [422, 'noRecipe'],
    [502, 'unreadable'],
    [413, 'tooLarge'],
    [504, 'tooSlow'],
    [500, 'failed'],
  ] as const)('a %d answer says why (%s) and leaves the draft as it was', async (status, problem) => {
    const actor = open(async () => {
      throw Object.assign(new Error('nope'), { status });
    });
    const before = actor.getSnapshot().context.draft;
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'importFailed' }));
    expect(actor.getSnapshot().context.importProblem).toBe(problem);
    expect(importProblemMessages[problem]).toMatch(/\w/);
    expect(actor.getSnapshot().context.draft).toBe(before);
    expect(importProblemOf(Object.assign(new Error('x'), { status }))).toBe(problem);
  });

  it('does not import without a link; closing forgets the link', () => {
    const start = getInitialSnapshot(createRecipeMachine, { client: client(async () => created) });
    const opened = getNextSnapshot(createRecipeMachine, start, { type: 'form.open' });
    expect(getNextSnapshot(createRecipeMachine, opened, { type: 'import.submit' }).value).toEqual({
      editing: 'fresh',
    });
    const typedLink = getNextSnapshot(createRecipeMachine, opened, { type: 'import.change', url: 'x' });
    const importing = getNextSnapshot(createRecipeMachine, typedLink, { type: 'import.submit' });
    expect(importing.value).toBe('importing');
    const closed = getNextSnapshot(createRecipeMachine, importing, { type: 'form.close' });
    expect(closed.value).toBe('closed');
    expect(closed.context.importUrl).toBe('');
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
    ).toEqual(emptyRecipeFormDraft);
    const reopened = stateAfter(createRecipeMachine, input, [
      open,
      fill,
      submit,
      done('createRecipe', created),
      open,
    ]);
    expect(reopened.context.draft).toEqual(emptyRecipeFormDraft);
  });
});
