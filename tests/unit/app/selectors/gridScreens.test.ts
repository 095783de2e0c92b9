// selectDiscoverScreen and selectMyRecipesScreen: the grid machines' states as their screens' props.
import { describe, expect, it, vi } from 'vitest';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { searchFromParams, selectDiscoverScreen } from '../../../../app/selectors/discoverScreen.ts';
import { selectMyRecipesScreen } from '../../../../app/selectors/myRecipesScreen.ts';
import { createRecipeMachine } from '../../../../machines/createRecipeMachine.ts';
import { discoveryMachine } from '../../../../machines/discoveryMachine.ts';
import { myRecipesMachine } from '../../../../machines/myRecipesMachine.ts';
import { aRecipe, sampleId } from '../../../../stories/statecharts/samples.ts';

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;

describe('selectDiscoverScreen', () => {
  const input = { client: {} as never, random: () => 0.5 };
  const start = getInitialSnapshot(discoveryMachine, input);
  const pasta = { id: 716429, title: 'Pasta', source: 'external' as const };
  const page1 = getNextSnapshot(
    discoveryMachine,
    start,
    done('loadFirstPage', { publicRecipes: [], external: [pasta] }),
  );

  it('reads the search from the address', () => {
    expect(searchFromParams(new URLSearchParams('query=soup&diet=vegan&cuisine='))).toEqual({
      query: 'soup',
      filter: { diet: 'vegan' },
    });
  });

  it('draws skeletons, then cards; a card opens its recipe', () => {
    const send = vi.fn();
    expect(selectDiscoverScreen(start, send, null).grid.status).toBe('loading');
    const screen = selectDiscoverScreen(page1, send, null);
    expect(screen.grid).toMatchObject({ status: 'ready', recipes: [{ id: '716429', title: 'Pasta' }] });
    expect(screen.modal).toBeUndefined();
    screen.grid.onOpen({ id: '716429' });
    expect(send).toHaveBeenCalledWith({ type: 'recipe.open', id: '716429' });
    // The machine titles the modal from the opened card.
    const opened = getNextSnapshot(discoveryMachine, page1, { type: 'recipe.open', id: '716429' });
    expect(selectDiscoverScreen(opened, send, null).modal).toMatchObject({
      open: true,
      title: 'Pasta',
      detail: null,
    });
  });

  it('hands a grid drawn again the same cards and the same handlers, so memoised cards are not drawn again', () => {
    const send = vi.fn();
    const first = selectDiscoverScreen(page1, send, null).grid;
    const again = selectDiscoverScreen(page1, send, null).grid;
    expect(again.recipes[0]).toBe(first.recipes[0]);
    expect(again.onOpen).toBe(first.onOpen);
    expect(again.onLoadMore).toBe(first.onLoadMore);
    // Another actor gets its own handlers.
    const other = vi.fn();
    selectDiscoverScreen(page1, other, null).grid.onLoadMore?.();
    expect(other).toHaveBeenCalledWith({ type: 'page.next' });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('selectMyRecipesScreen', () => {
  const list0 = getInitialSnapshot(myRecipesMachine, { client: {} as never });
  const pie = aRecipe({ _id: sampleId(5), title: 'Lemon Pie' });
  const list = getNextSnapshot(myRecipesMachine, list0, done('loadRecipes', [pie]));
  const create = getInitialSnapshot(createRecipeMachine, { client: {} as never });
  const sends = () => ({ list: vi.fn(), create: vi.fn() });

  it('asks before deleting: the confirmation is the machine’s confirmingDelete', () => {
    const send = sends();
    const asking = getNextSnapshot(myRecipesMachine, list, { type: 'recipe.delete', id: sampleId(5) });
    const screen = selectMyRecipesScreen({ list: asking, create, recipe: null }, send);
    expect(screen.confirmDelete?.open).toBe(true);
    screen.confirmDelete?.onOpenChange?.(false);
    expect(send.list).toHaveBeenCalledWith({ type: 'delete.cancel' });
    screen.confirmDelete?.onConfirm();
    expect(send.list).toHaveBeenCalledWith({ type: 'delete.confirm' });
  });

  it('shows what is missing only after a refused submit', () => {
    const open = getNextSnapshot(createRecipeMachine, create, { type: 'form.open' });
    const fresh = selectMyRecipesScreen({ list, create: open, recipe: null }, sends());
    expect(fresh).toMatchObject({ createOpen: true, createForm: { missing: [] } });
    const refused = getNextSnapshot(createRecipeMachine, open, { type: 'recipe.submit' });
    const screen = selectMyRecipesScreen({ list, create: refused, recipe: null }, sends());
    expect(screen.createForm.missing).toEqual(['title', 'image']);
  });

  it('draws Import from a link: the typed link, Importing…, the page it was filled from, or why it failed', () => {
    const send = sends();
    const open = getNextSnapshot(createRecipeMachine, create, { type: 'form.open' });
    const typed = getNextSnapshot(createRecipeMachine, open, {
      type: 'import.change',
      url: 'https://recipes.example/curry',
    });
    const screen = selectMyRecipesScreen({ list, create: typed, recipe: null }, send);
    expect(screen.createForm.recipeImport).toMatchObject({
      url: 'https://recipes.example/curry',
      importing: false,
      error: null,
      importedFrom: null,
    });
    screen.createForm.recipeImport?.onImport();
    expect(send.create).toHaveBeenCalledWith({ type: 'import.submit' });
    screen.createForm.recipeImport?.onUrlChange({ url: 'x' });
    expect(send.create).toHaveBeenCalledWith({ type: 'import.change', url: 'x' });

    const importing = getNextSnapshot(createRecipeMachine, typed, { type: 'import.submit' });
    const busy = selectMyRecipesScreen({ list, create: importing, recipe: null }, send);
    expect(busy.createOpen).toBe(true);
    expect(busy.createForm.recipeImport?.importing).toBe(true);

    const imported = getNextSnapshot(
      createRecipeMachine,
      importing,
      done('importRecipe', {
        title: 'Curry',
        ingredients: ['400 g chickpeas'],
        instructions: ['Simmer.'],
        prepTime: null,
        cookTime: 20,
        readyInMinutes: null,
        servings: '4',
        image: null,
        link: 'https://recipes.example/curry',
        tags: { mealType: [], cuisine: [], diet: [], intolerance: [] },
      }),
    );
    const filled = selectMyRecipesScreen({ list, create: imported, recipe: null }, send).createForm;
    expect(filled.recipeImport?.importedFrom).toBe('https://recipes.example/curry');
    expect(filled.draft).toMatchObject({
      title: 'Curry',
      cookTime: '20',
      link: 'https://recipes.example/curry',
    });

    const refused = getNextSnapshot(createRecipeMachine, importing, {
      type: 'xstate.error.actor.importRecipe',
      error: Object.assign(new Error('No recipe'), { status: 422 }),
    } as never);
    expect(
      selectMyRecipesScreen({ list, create: refused, recipe: null }, send).createForm.recipeImport?.error,
    ).toBe('No recipe was found on that page.');
  });
});
