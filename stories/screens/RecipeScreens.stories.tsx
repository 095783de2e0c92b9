import { DiscoverScreen, MyRecipesScreen, RecipeScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { comments, cookbooks, friends, manyRecipes, recipeDetail, recipes } from '../fixtures.ts';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Recipes',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const detail = {
  recipe: recipeDetail,
  intolerances: { status: 'ready' as const, contained: ['Dairy'] },
  like: { liked: false, count: 12, onToggle: fn() },
  addToCookbook: { cookbooks, onAdd: fn() },
  share: { friends, onCopyLink: fn(), onShareToFriend: fn() },
  comments: {
    status: 'ready' as const,
    comments,
    visibleCount: 3,
    count: comments.length,
    authorUsername: 'chef_ana',
    onExpand: fn(),
    onCollapse: fn(),
    onLoadMore: fn(),
    onPost: fn(),
  },
};

const grid = { onOpen: fn(), onLoadMore: fn() };

export const DiscoverLoading: Story = {
  render: () => (
    <DiscoverScreen
      shell={memberShell({ search: 'recipes', current: 'home' })}
      grid={{ ...grid, recipes: [], status: 'loading' }}
    />
  ),
};

export const DiscoverPopulated: Story = {
  render: () => (
    <DiscoverScreen
      shell={memberShell({ search: 'recipes', current: 'home' })}
      grid={{ ...grid, recipes: manyRecipes(12), status: 'ready' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search recipes...' })).toBeVisible();
  },
};

export const DiscoverLoadingMore: Story = {
  render: () => (
    <DiscoverScreen
      shell={memberShell({ search: 'recipes', current: 'home' })}
      grid={{ ...grid, recipes: manyRecipes(8), status: 'loadingMore' }}
    />
  ),
};

export const DiscoverEmpty: Story = {
  render: () => (
    <DiscoverScreen
      shell={memberShell({ search: 'recipes', current: 'home' })}
      grid={{ ...grid, recipes: [], status: 'complete' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No recipes found. Try adjusting your search or filters!'),
    ).toBeVisible();
  },
};

export const DiscoverWithModal: Story = {
  render: () => (
    <DiscoverScreen
      shell={memberShell({ search: 'recipes', current: 'home' })}
      grid={{ ...grid, recipes, status: 'ready' }}
      modal={{ open: true, onOpenChange: fn(), detail }}
    />
  ),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Roasted Tomato Soup' })).toBeInTheDocument();
  },
};

const myRecipes = {
  createOpen: false,
  onCreateOpenChange: fn(),
  createForm: { onSubmit: fn() },
};

export const MyRecipesLoading: Story = {
  render: () => (
    <MyRecipesScreen
      shell={memberShell({ search: 'myRecipes', current: 'addRecipe' })}
      grid={{ ...grid, recipes: [], status: 'loading', skeletonCount: 8 }}
      {...myRecipes}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading my recipes' }).children,
    ).toHaveLength(8);
  },
};

export const MyRecipesPopulated: Story = {
  render: () => (
    <MyRecipesScreen
      shell={memberShell({ search: 'myRecipes', current: 'addRecipe' })}
      grid={{
        ...grid,
        recipes: recipes.slice(0, 6),
        status: 'complete',
        onDelete: fn(),
        onTogglePrivacy: fn(),
      }}
      {...myRecipes}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recipes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Recipe' })).toBeVisible();
  },
};

export const MyRecipesEmpty: Story = {
  render: () => (
    <MyRecipesScreen
      shell={memberShell({ search: 'myRecipes', current: 'addRecipe' })}
      grid={{ ...grid, recipes: [], status: 'complete' }}
      {...myRecipes}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No recipes created yet. Click + Add Recipe to create one.'),
    ).toBeVisible();
  },
};

export const MyRecipesCreating: Story = {
  render: () => (
    <MyRecipesScreen
      shell={memberShell({ search: 'myRecipes', current: 'addRecipe' })}
      grid={{ ...grid, recipes: recipes.slice(0, 3), status: 'complete' }}
      {...myRecipes}
      createOpen
      createForm={{ onSubmit: fn(), submitting: true }}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Recipe' });
    await expect(within(dialog).getByRole('button', { name: 'Publishing…' })).toBeDisabled();
  },
};

export const MyRecipesConfirmDelete: Story = {
  render: () => (
    <MyRecipesScreen
      shell={memberShell({ search: 'myRecipes', current: 'addRecipe' })}
      grid={{ ...grid, recipes: recipes.slice(0, 3), status: 'complete', onDelete: fn() }}
      {...myRecipes}
      confirmDelete={{ open: true, onOpenChange: fn(), onConfirm: fn() }}
    />
  ),
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete this recipe? This action cannot be undone.',
    );
  },
};

export const RecipeLoading: Story = { render: () => <RecipeScreen shell={memberShell()} detail={null} /> };

export const RecipePage: Story = { render: () => <RecipeScreen shell={memberShell()} detail={detail} /> };

export const RecipeLoadingIntolerances: Story = {
  render: () => (
    <RecipeScreen shell={memberShell()} detail={{ ...detail, intolerances: { status: 'loading' } }} />
  ),
};

// The screens of this group at the three review widths.
export const DiscoverPopulatedAt375: Story = atViewport(DiscoverPopulated, 'Discover', 'phone');
export const DiscoverPopulatedAt768: Story = atViewport(DiscoverPopulated, 'Discover', 'tablet');
export const DiscoverPopulatedAt1280: Story = atViewport(DiscoverPopulated, 'Discover', 'desktop');
export const RecipePageAt375: Story = atViewport(RecipePage, 'Recipe page', 'phone');
export const RecipePageAt768: Story = atViewport(RecipePage, 'Recipe page', 'tablet');
export const RecipePageAt1280: Story = atViewport(RecipePage, 'Recipe page', 'desktop');
export const MyRecipesPopulatedAt375: Story = atViewport(MyRecipesPopulated, 'My Recipes', 'phone');
export const MyRecipesPopulatedAt768: Story = atViewport(MyRecipesPopulated, 'My Recipes', 'tablet');
export const MyRecipesPopulatedAt1280: Story = atViewport(MyRecipesPopulated, 'My Recipes', 'desktop');
