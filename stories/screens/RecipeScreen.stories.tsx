// A recipe's page on /recipe/:id in each state, drawn from the recipe detail and comments machines with a fake
// client, through the route's own selector (STYLE 15b).
import type { UnitSystem } from '@potluck/domain';
import { RecipeScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectRecipeScreen } from '../../app/selectors/recipeDetail.ts';
import { recipeDetail } from '../fixtures.ts';
import { never, refuse } from '../support/answers.ts';
import { recipeClient, useRecipeStory } from '../support/recipeMachines.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Recipe',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type RecipeEvents = Parameters<typeof useRecipeStory>[2];

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
  },
};

/** Halved twice and one fewer: one serving, the fewest the scaler offers ('Fewer servings' is disabled). */
export const RecipeServingsAtOne: Story = {
  render: RecipeServingsScaled.render,
  play: async (context) => {
    await RecipeServingsScaled.play?.(context);
    const list = within(within(context.canvasElement).getByRole('region', { name: 'Ingredients' }));
    await userEvent.click(list.getByRole('button', { name: 'Halve' }));
    await userEvent.click(list.getByRole('button', { name: 'Halve' }));
    await expect(await list.findByText('2 servings')).toBeVisible();
    await expect(list.getByText('500 g ripe tomatoes')).toBeVisible();
    await expect(list.getByText('100 ml cream')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Fewer servings' }));
    await expect(await list.findByText('1 serving')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  },
};

/** 'As written' after scaling: the recipe's own amounts again, and the button gone. */
export const RecipeServingsBackAsWritten: Story = {
  render: RecipeServingsScaled.render,
  play: async (context) => {
    await RecipeServingsAtOne.play?.(context);
    const list = within(within(context.canvasElement).getByRole('region', { name: 'Ingredients' }));
    await userEvent.click(list.getByRole('button', { name: /As written/ }));
    await expect(await list.findByText('1 kg ripe tomatoes')).toBeVisible();
    await expect(list.queryByRole('button', { name: /As written/ })).not.toBeInTheDocument();
  },
};

/** A member who reads US units: pounds, cups and °F, and a switch to the recipe as written. */
export const RecipeInUsUnits: Story = {
  render: () => <Recipe client={recipeClient()} units="us" />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const ingredients = within(await page.findByRole('region', { name: 'Ingredients' }));
    await expect(await ingredients.findByText('2 ¼ lb ripe tomatoes')).toBeVisible();
    // 200 ml: ¾ cup alone would be 11% short; a cook adds a tablespoon (within 5%, decision 036).
    await expect(ingredients.getByText('¾ cup + 1 tbsp cream')).toBeVisible();
    await expect(ingredients.getByText('2 cloves garlic')).toBeVisible();
    await expect(page.getByText('Heat the oven to 400 °F.')).toBeVisible();
    await expect(page.getByText('Serves 4')).toBeVisible();
    const amounts = ingredients.getByRole('radiogroup', { name: 'Units' });
    await expect(within(amounts).getByRole('radio', { name: 'US units' })).toBeChecked();
  },
};

/** A member who reads US units switched to the recipe as written: its own units, and the Cook link keeps them. */
export const RecipeInUsUnitsSwitchedToAsWritten: Story = {
  render: RecipeInUsUnits.render,
  play: async (context) => {
    await RecipeInUsUnits.play?.(context);
    const page = within(context.canvasElement);
    const ingredients = within(page.getByRole('region', { name: 'Ingredients' }));
    const amounts = ingredients.getByRole('radiogroup', { name: 'Units' });
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

// This screen at the review widths.
export const RecipePageAt375: Story = atViewport(RecipePage, 'Recipe page', 'phone');
export const RecipePageAt768: Story = atViewport(RecipePage, 'Recipe page', 'tablet');
export const RecipePageAt1280: Story = atViewport(RecipePage, 'Recipe page', 'desktop');
export const RecipeInUsUnitsAt375: Story = atViewport(RecipeInUsUnits, 'Recipe in US units', 'phone');
export const RecipeInUsUnitsAt1280: Story = atViewport(RecipeInUsUnits, 'Recipe in US units', 'desktop');
export const RecipeServingsScaledAt375: Story = atViewport(RecipeServingsScaled, 'Recipe scaled', 'phone');
