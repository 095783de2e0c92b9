import { MyRecipesScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectMyRecipesScreen } from '../../app/selectors/myRecipesScreen.ts';
import { createRecipeMachine, myRecipesMachine } from '../../machines/index.ts';
import { cookbooks, recipeDetail } from '../fixtures.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { useStoryActor } from '../support/fromMachine.tsx';
import { ownRecipes, recipeClient, useRecipeStory } from '../support/recipeMachines.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/My Recipes',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

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

// This screen at the review widths.
export const MyRecipesPopulatedAt375: Story = atViewport(MyRecipesPopulated, 'My Recipes', 'phone');
export const MyRecipesPopulatedAt768: Story = atViewport(MyRecipesPopulated, 'My Recipes', 'tablet');
export const MyRecipesPopulatedAt1280: Story = atViewport(MyRecipesPopulated, 'My Recipes', 'desktop');
