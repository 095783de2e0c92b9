// The recipe screens, each state drawn from the machines the app runs (discovery, My Recipes, create recipe,
// recipe detail, comments) with a fake client, through the routes' own selectors (STYLE 15b).
import type { UnitSystem } from '@potluck/domain';
import { DiscoverScreen, MyRecipesScreen, RecipeScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { searchFromParams, selectDiscoverScreen } from '../../app/selectors/discoverScreen.ts';
import { selectMyRecipesScreen } from '../../app/selectors/myRecipesScreen.ts';
import { selectRecipeScreen } from '../../app/selectors/recipeDetail.ts';
import { createRecipeMachine, discoveryMachine, myRecipesMachine } from '../../machines/index.ts';
import { memoryStorage } from '../../machines/support/env.ts';
import { cookbooks, recipeDetail } from '../fixtures.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { useStoryActor } from '../support/fromMachine.tsx';
import { discovered, ownRecipes, recipeClient, useRecipeStory } from '../support/recipeMachines.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Recipes',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type RecipeEvents = Parameters<typeof useRecipeStory>[2];

// ——— / (discovery) ———

function Discover({
  client,
  events = [],
  address = '',
}: {
  client: never;
  events?: EventFromLogic<typeof discoveryMachine>[];
  /** The search the address carries, as the top bar put it there ('query=zzz&diet=vegan'). */
  address?: string;
}) {
  const [input] = useState(() => ({
    client,
    sessionStorage: memoryStorage(),
    now: () => 0,
    random: () => 0.5,
    ...searchFromParams(new URLSearchParams(address)),
  }));
  const discovery = useStoryActor(discoveryMachine, input, events);
  const snapshot = useSelector(discovery, (s) => s);
  const recipe = useRecipeStory(client, recipeDetail.id);
  return (
    <DiscoverScreen
      shell={memberShell({ search: 'recipes', current: 'home' })}
      {...selectDiscoverScreen(snapshot, discovery.send, snapshot.context.opened ? recipe : null)}
    />
  );
}

export const DiscoverLoading: Story = {
  render: () => <Discover client={recipeClient({ searchExternal: never })} />,
};

/** Each card tells its ready time and likes, and a member recipe its author. */
export const DiscoverPopulated: Story = {
  render: () => <Discover client={recipeClient()} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('searchbox', { name: 'Search recipes...' })).toBeVisible();
    const soup = await page.findByRole('article', { name: 'Roasted Tomato Soup' });
    await expect(soup).toBeVisible();
    await expect(soup).toHaveTextContent('15 min');
    await expect(soup).toHaveTextContent('0 likes');
    await expect(soup).toHaveTextContent('by @maria_cooks');
  },
};

const secondPageNever = ({ offset }: { offset: number }) =>
  offset === 0 ? Promise.resolve(structuredClone(discovered)) : never();
const scrolled: EventFromLogic<typeof discoveryMachine>[] = [{ type: 'page.next' }];
export const DiscoverLoadingMore: Story = {
  render: () => <Discover client={recipeClient({ searchExternal: secondPageNever })} events={scrolled} />,
};

export const DiscoverEmpty: Story = {
  render: () => <Discover client={recipeClient({ searchExternal: async () => [] })} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No recipes found. Try adjusting your search or filters!'),
    ).toBeVisible();
  },
};

/**
 * A search that finds nothing offers 'Clear search and filters' (the machine's `search.clear`), which starts over
 * with neither.
 */
export const DiscoverEmptySearch: Story = {
  render: () => (
    <Discover
      address="query=zzz&diet=vegan"
      client={recipeClient({
        searchExternal: async ({ query, offset }: { query: string; offset: number }) =>
          query === '' && offset === 0 ? structuredClone(discovered) : [],
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('No recipes found. Try adjusting your search or filters!'),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear search and filters' }));
    await expect(await page.findByRole('article', { name: 'Roasted Tomato Soup' })).toBeVisible();
  },
};

const openSoup: EventFromLogic<typeof discoveryMachine>[] = [
  { type: 'recipe.open', id: recipeDetail.id, title: recipeDetail.title },
];
/** A card's recipe opens in the modal (the discovery machine's `recipe.open`); Escape closes it. */
export const DiscoverWithModal: Story = {
  render: () => <Discover client={recipeClient()} events={openSoup} />,
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Roasted Tomato Soup' });
    await expect(await within(modal).findByRole('heading', { name: 'Ingredients' })).toBeVisible();
  },
};

// ——— /add-recipe (My Recipes) ———

function MyRecipes({
  client,
  list = [],
  create = [],
}: {
  client: never;
  list?: EventFromLogic<typeof myRecipesMachine>[];
  create?: EventFromLogic<typeof createRecipeMachine>[];
}) {
  const listActor = useStoryActor(myRecipesMachine, { client }, list);
  const createActor = useStoryActor(createRecipeMachine, { client }, create);
  const listSnapshot = useSelector(listActor, (s) => s);
  const createSnapshot = useSelector(createActor, (s) => s);
  const recipe = useRecipeStory(client, ownRecipes[0]?._id ?? '');
  return (
    <MyRecipesScreen
      shell={memberShell({ search: 'myRecipes', current: 'addRecipe' })}
      {...selectMyRecipesScreen(
        {
          list: listSnapshot,
          create: createSnapshot,
          recipe: listSnapshot.context.opened ? recipe : null,
        },
        { list: listActor.send, create: createActor.send },
      )}
    />
  );
}

export const MyRecipesLoading: Story = {
  render: () => <MyRecipes client={recipeClient({ getMyRecipes: never })} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading my recipes' }).children,
    ).toHaveLength(8);
  },
};

export const MyRecipesPopulated: Story = {
  render: () => <MyRecipes client={recipeClient()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recipes' })).toBeVisible();
    await expect(await canvas.findByRole('article', { name: 'Roasted Tomato Soup' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Recipe' })).toBeVisible();
  },
};

export const MyRecipesEmpty: Story = {
  render: () => <MyRecipes client={recipeClient({ getMyRecipes: async () => [] })} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No recipes created yet. Click + Add Recipe to create one.'),
    ).toBeVisible();
  },
};

const publishing: EventFromLogic<typeof createRecipeMachine>[] = [
  { type: 'form.open' },
  { type: 'draft.change', title: 'Lemon Pie', image: recipeDetail.image, ingredients: '3 lemons' },
  { type: 'recipe.submit' },
];
/** 'Publishing…' while the create call is in flight (the machine's `submitting`); what was typed is the draft. */
export const MyRecipesCreating: Story = {
  render: () => <MyRecipes client={recipeClient({ createRecipe: never })} create={publishing} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(await within(dialog).findByRole('button', { name: 'Publishing…' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Lemon Pie');
  },
};

const refused: EventFromLogic<typeof createRecipeMachine>[] = [
  { type: 'form.open' },
  { type: 'recipe.submit' },
];
/** A submit without a title and a photo is refused and says what is missing. */
export const MyRecipesCreateIncomplete: Story = {
  render: () => <MyRecipes client={recipeClient()} create={refused} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(await within(dialog).findByText('Please enter a title.')).toBeVisible();
    await expect(within(dialog).getByText('Please add a photo.')).toBeVisible();
    // The refusal (the machine's `refusals`) moves focus to the first field in error.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveFocus());
  },
};

/** With a title, a refused submit focuses the first missing field that is left: the photo. */
export const MyRecipesCreateIncompletePhoto: Story = {
  render: () => (
    <MyRecipes
      client={recipeClient()}
      create={[
        { type: 'form.open' },
        { type: 'draft.change', title: 'Lemon Pie' },
        { type: 'recipe.submit' },
      ]}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(await within(dialog).findByText('Please add a photo.')).toBeVisible();
    await expect(within(dialog).queryByText('Please enter a title.')).toBeNull();
    await waitFor(() => expect(within(dialog).getByLabelText(/Photo/)).toHaveFocus());
  },
};

/** Publish stays in view at the foot of the form (sticky), and on a phone the form covers the whole screen. */
export const MyRecipesCreateOpen: Story = {
  render: () => <MyRecipes client={recipeClient()} create={[{ type: 'form.open' }]} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    const publish = within(dialog).getByRole('button', { name: 'Publish Recipe' });
    const box = publish.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.top).toBeGreaterThanOrEqual(0);
  },
};
export const MyRecipesCreateOpenAt375: Story = atViewport(MyRecipesCreateOpen, 'Create recipe', 'phone');
export const MyRecipesCreateOpenAt1280: Story = atViewport(MyRecipesCreateOpen, 'Create recipe', 'desktop');

/** The member's cookbooks load with the form; the chosen one goes with the create call (SPEC §7 cookbookId). */
export const MyRecipesCreateIntoCookbook: Story = {
  render: () => (
    <MyRecipes
      client={recipeClient()}
      create={[{ type: 'form.open' }, { type: 'draft.change', cookbookId: cookbooks[1]?.id ?? '' }]}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(await within(dialog).findByRole('combobox', { name: 'Add to cookbook' })).toHaveTextContent(
      'Baking',
    );
  },
};

/** The cookbooks could not be loaded: the form goes on without its picker (SPEC §8: logged only). */
export const MyRecipesCreateCookbooksUnavailable: Story = {
  render: () => (
    <MyRecipes client={recipeClient({ getCookbooks: refuse(500) })} create={[{ type: 'form.open' }]} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(within(dialog).getByRole('button', { name: 'Publish Recipe' })).toBeVisible();
    await expect(within(dialog).queryByRole('combobox', { name: 'Add to cookbook' })).toBeNull();
  },
};

const importing: EventFromLogic<typeof createRecipeMachine>[] = [
  { type: 'form.open' },
  { type: 'import.change', url: 'https://recipes.example/tomato-soup' },
  { type: 'import.submit' },
];
const importedSoup = {
  title: 'Roasted Tomato Soup',
  ingredients: recipeDetail.ingredients,
  instructions: recipeDetail.steps,
  prepTime: 15,
  cookTime: 60,
  readyInMinutes: 75,
  servings: '4',
  image: recipeDetail.image,
  link: 'https://recipes.example/tomato-soup',
  tags: { mealType: ['soup'], cuisine: [], diet: ['vegetarian'], intolerance: [] },
};

/** 'Importing…' while the server reads the page (the machine's `importing`). */
export const MyRecipesImporting: Story = {
  render: () => <MyRecipes client={recipeClient({ importRecipe: never })} create={importing} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(await within(dialog).findByRole('button', { name: 'Importing…' })).toBeDisabled();
  },
};

/** The page's recipe fills the form for review, the page as its link (`editing.imported`). */
export const MyRecipesImported: Story = {
  render: () => (
    <MyRecipes client={recipeClient({ importRecipe: answer(importedSoup) })} create={importing} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Imported from https://recipes.example/tomato-soup. Check the recipe, then publish it.',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Roasted Tomato Soup');
    await expect(within(dialog).getByRole('textbox', { name: /Ingredients/ })).toHaveValue(
      recipeDetail.ingredients.join('\n'),
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(
      'https://recipes.example/tomato-soup',
    );
  },
};

/** The page has no recipe (422): the form says so and keeps what was typed (`editing.importFailed`). */
export const MyRecipesImportNoRecipe: Story = {
  render: () => (
    <MyRecipes client={recipeClient({ importRecipe: refuse(422, 'No recipe found') })} create={importing} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(await within(dialog).findByText('No recipe was found on that page.')).toBeVisible();
  },
};

/** A private or malformed address (400): the form asks for a public page's full address. */
export const MyRecipesImportNotAllowed: Story = {
  render: () => (
    <MyRecipes client={recipeClient({ importRecipe: refuse(400, 'url: not public') })} create={importing} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(
      await within(dialog).findByText(/enter the full address of a public web page/),
    ).toBeVisible();
  },
};

/** The page took too long (504). */
export const MyRecipesImportTooSlow: Story = {
  render: () => <MyRecipes client={recipeClient({ importRecipe: refuse(504) })} create={importing} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(await within(dialog).findByText(/took too long to answer/)).toBeVisible();
  },
};

const deleting: EventFromLogic<typeof myRecipesMachine>[] = [
  { type: 'recipe.delete', id: ownRecipes[0]?._id ?? '' },
];
/** Delete asks first (the machine's `confirmingDelete`); Cancel keeps the recipe. */
export const MyRecipesConfirmDelete: Story = {
  render: () => <MyRecipes client={recipeClient()} list={deleting} />,
  play: async () => {
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent(
      'Are you sure you want to delete this recipe? This action cannot be undone.',
    );
  },
};

/** Cancel: the question closes and nothing changed. */
export const MyRecipesDeleteCancelled: Story = {
  render: MyRecipesConfirmDelete.render,
  play: async (context) => {
    await MyRecipesConfirmDelete.play?.(context);
    const { canvasElement } = context;
    const question = screen.getByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('article', { name: 'Roasted Tomato Soup' })).toBeVisible();
  },
};

/** Confirming deletes: the card goes once the server has answered. */
export const MyRecipesDeleted: Story = {
  render: () => <MyRecipes client={recipeClient()} list={deleting} />,
  play: async ({ canvasElement }) => {
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('article', { name: 'Roasted Tomato Soup' }),
      ).not.toBeInTheDocument(),
    );
  },
};

// ——— /recipe/:id ———

function Recipe({ client, events, units }: { client: never; events?: RecipeEvents; units?: UnitSystem }) {
  const recipe = useRecipeStory(client, recipeDetail.id, events);
  return <RecipeScreen shell={memberShell()} {...selectRecipeScreen(recipe, { units })} />;
}

export const RecipeLoading: Story = {
  render: () => <Recipe client={recipeClient({ getMemberRecipe: never })} />,
};

export const RecipeFailed: Story = {
  render: () => <Recipe client={recipeClient({ getMemberRecipe: refuse(404) })} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This recipe could not be loaded.')).toBeVisible();
  },
};

export const RecipePage: Story = {
  render: () => <Recipe client={recipeClient()} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Roasted Tomato Soup' })).toBeVisible();
    await expect(await page.findByText('Dairy')).toBeVisible();
  },
};

export const RecipeLoadingIntolerances: Story = {
  render: () => <Recipe client={recipeClient({ getOwnProfile: never })} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading intolerances…')).toBeVisible();
  },
};

/** Nutrition: 6 entries, all 8 after Show More (the machine's `nutrition.all`). */
export const RecipeNutritionShowMore: Story = {
  render: () => <Recipe client={recipeClient()} />,
  play: async ({ canvasElement }) => {
    const nutrition = await within(canvasElement).findByRole('region', { name: 'Nutrition' });
    await expect(within(nutrition).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(nutrition).getByRole('button', { name: 'Show More' }));
    await expect(within(nutrition).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** Show Less goes back to the first 6 entries. */
export const RecipeNutritionShowLess: Story = {
  render: RecipeNutritionShowMore.render,
  play: async (context) => {
    await RecipeNutritionShowMore.play?.(context);
    const nutrition = within(context.canvasElement).getByRole('region', { name: 'Nutrition' });
    await userEvent.click(within(nutrition).getByRole('button', { name: 'Show Less' }));
    await expect(within(nutrition).getAllByRole('listitem')).toHaveLength(6);
  },
};

/**
 * 'Plan it', opened from the machine (`planning.choosing`) after ×2: today, dinner and the scaler's servings are
 * offered; any of them can be changed before 'Add to plan'.
 */
const planIt: Story = {
  render: () => (
    <Recipe
      client={recipeClient()}
      events={{ detail: [{ type: 'servings.double' }, { type: 'plan.open' }] }}
    />
  ),
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Plan it' });
    await expect(within(popover).getByRole('combobox', { name: 'Day' })).toHaveTextContent(
      'Today, Tue 24 Nov',
    );
    await expect(within(popover).getByRole('combobox', { name: 'Meal' })).toHaveTextContent('Dinner');
    await expect(within(popover).getByRole('spinbutton', { name: 'Servings' })).toHaveValue(8);
    await expect(within(popover).getByRole('button', { name: 'Add to plan' })).toBeEnabled();
  },
};
export const RecipePlanItPhone = atViewport(planIt, 'Recipe, Plan it', 'phone');
export const RecipePlanItDesktop = atViewport(planIt, 'Recipe, Plan it', 'desktop');

/** The servings scaler: ×2 from the machine, then ×½ twice and the stepper, every amount following. */
export const RecipeServingsScaled: Story = {
  render: () => <Recipe client={recipeClient()} events={{ detail: [{ type: 'servings.double' }] }} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const ingredients = await page.findByRole('region', { name: 'Ingredients' });
    const list = within(ingredients);
    await expect(await list.findByText('2 kg ripe tomatoes')).toBeVisible();
    await expect(list.getByText('400 ml cream')).toBeVisible();
    await expect(list.getByText('4 cloves garlic')).toBeVisible();
    // A line without an amount is left as the cook wrote it.
    await expect(list.getByText('Salt and pepper')).toBeVisible();
    await expect(list.getByText('8 servings')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cook' })).toHaveAttribute(
      'href',
      `/recipe/${recipeDetail.id}/cook?servings=8`,
    );
    await userEvent.click(list.getByRole('button', { name: 'Halve' }));
    await userEvent.click(list.getByRole('button', { name: 'Halve' }));
    await expect(await list.findByText('2 servings')).toBeVisible();
    await expect(list.getByText('500 g ripe tomatoes')).toBeVisible();
    await expect(list.getByText('100 ml cream')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Fewer servings' }));
    await expect(await list.findByText('1 serving')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    await userEvent.click(list.getByRole('button', { name: /As written/ }));
    await expect(await list.findByText('1 kg ripe tomatoes')).toBeVisible();
    await expect(list.queryByRole('button', { name: /As written/ })).not.toBeInTheDocument();
  },
};

/** A member who reads US units: pounds, cups and °F, with a switch back to the recipe as written. */
export const RecipeInUsUnits: Story = {
  render: () => <Recipe client={recipeClient()} units="us" />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const ingredients = within(await page.findByRole('region', { name: 'Ingredients' }));
    await expect(await ingredients.findByText('2 ¼ lb ripe tomatoes')).toBeVisible();
    await expect(ingredients.getByText('¾ cup cream')).toBeVisible();
    await expect(ingredients.getByText('2 cloves garlic')).toBeVisible();
    await expect(page.getByText('Heat the oven to 400 °F.')).toBeVisible();
    await expect(page.getByText('Serves 4')).toBeVisible();
    const amounts = ingredients.getByRole('radiogroup', { name: 'Units' });
    await expect(within(amounts).getByRole('radio', { name: 'US units' })).toBeChecked();
    await userEvent.click(within(amounts).getByRole('radio', { name: 'As written' }));
    await expect(await ingredients.findByText('1 kg ripe tomatoes')).toBeVisible();
    await expect(page.getByText('Heat the oven to 200 °C.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cook' })).toHaveAttribute(
      'href',
      `/recipe/${recipeDetail.id}/cook?units=as-written`,
    );
  },
};

/** The machine's `units.asWritten`, scaled: the amounts follow the servings in the units the recipe is written in. */
export const RecipeAsWrittenScaled: Story = {
  render: () => (
    <Recipe
      client={recipeClient()}
      units="us"
      events={{ detail: [{ type: 'units.showAsWritten' }, { type: 'servings.halve' }] }}
    />
  ),
  play: async ({ canvasElement }) => {
    const ingredients = within(await within(canvasElement).findByRole('region', { name: 'Ingredients' }));
    await expect(await ingredients.findByText('500 g ripe tomatoes')).toBeVisible();
    await expect(ingredients.getByText('1 clove garlic')).toBeVisible();
    await expect(ingredients.getByRole('radio', { name: 'As written' })).toBeChecked();
  },
};

/** A metric member reading a metric recipe: nothing to convert, so no switch. */
export const RecipeInMetricUnits: Story = {
  render: () => <Recipe client={recipeClient()} units="metric" />,
  play: async ({ canvasElement }) => {
    const ingredients = within(await within(canvasElement).findByRole('region', { name: 'Ingredients' }));
    await expect(await ingredients.findByText('1 kg ripe tomatoes')).toBeVisible();
    await expect(ingredients.queryByRole('radiogroup', { name: 'Units' })).not.toBeInTheDocument();
  },
};

const expand: RecipeEvents = { comments: [{ type: 'comments.expand' }] };
/** Comments: 3 shown, 3 more per Load more (7 comments: 3, 6, 7). */
export const RecipeComments: Story = {
  render: () => <Recipe client={recipeClient()} events={expand} />,
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: /Comments/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(within(region).getByRole('button', { name: 'Load more' }));
    await expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(region).getByRole('button', { name: 'Load more' }));
    await expect(within(region).getAllByRole('listitem')).toHaveLength(7);
  },
};

/** The comments could not be loaded: a failure, not 'No comments yet.' */
export const RecipeCommentsFailed: Story = {
  render: () => <Recipe client={recipeClient({ getComments: refuse(500) })} events={expand} />,
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: /Comments/ });
    await expect(await within(region).findByText(/Comments could not be loaded/)).toBeVisible();
    await expect(within(region).queryByText('No comments yet.')).not.toBeInTheDocument();
  },
};

const postFails: RecipeEvents = {
  comments: [
    { type: 'comments.expand' },
    { type: 'comment.change', text: 'So good with bread' },
    { type: 'comment.post' },
  ],
};
/** A failed post keeps the draft in the box for another try. */
export const RecipeCommentPostFailed: Story = {
  render: () => <Recipe client={recipeClient({ postComment: refuse(500) })} events={postFails} />,
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('textbox', { name: /Add a comment/ });
    await waitFor(() => expect(box).toHaveValue('So good with bread'));
    await expect(within(canvasElement).getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

const pickFriend: RecipeEvents = { detail: [{ type: 'share.open' }, { type: 'share.friends' }] };
/** Share → Friends: the picker is the machine's `share.friends`. */
export const RecipeShareFriends: Story = {
  render: () => <Recipe client={recipeClient()} events={pickFriend} />,
  play: async () => {
    const picker = await screen.findByRole('dialog', { name: 'Share with a friend' });
    await expect(await within(picker).findByRole('button', { name: /sam_bakes/ })).toBeVisible();
  },
};

// The screens of this group at the three review widths.
export const DiscoverPopulatedAt375: Story = atViewport(DiscoverPopulated, 'Discover', 'phone');
export const DiscoverPopulatedAt768: Story = atViewport(DiscoverPopulated, 'Discover', 'tablet');
export const DiscoverPopulatedAt1280: Story = atViewport(DiscoverPopulated, 'Discover', 'desktop');
export const RecipePageAt375: Story = atViewport(RecipePage, 'Recipe page', 'phone');
export const RecipePageAt768: Story = atViewport(RecipePage, 'Recipe page', 'tablet');
export const RecipePageAt1280: Story = atViewport(RecipePage, 'Recipe page', 'desktop');
export const RecipeInUsUnitsAt375: Story = atViewport(RecipeInUsUnits, 'Recipe in US units', 'phone');
export const RecipeInUsUnitsAt1280: Story = atViewport(RecipeInUsUnits, 'Recipe in US units', 'desktop');
export const RecipeServingsScaledAt375: Story = atViewport(RecipeServingsScaled, 'Recipe scaled', 'phone');
export const MyRecipesPopulatedAt375: Story = atViewport(MyRecipesPopulated, 'My Recipes', 'phone');
export const MyRecipesPopulatedAt768: Story = atViewport(MyRecipesPopulated, 'My Recipes', 'tablet');
export const MyRecipesPopulatedAt1280: Story = atViewport(MyRecipesPopulated, 'My Recipes', 'desktop');
