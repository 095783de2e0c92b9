import { RecipeCard, RecipeCardSkeleton } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { recipes } from '../fixtures.ts';

const meta = {
  title: 'Components/RecipeCard',
  component: RecipeCard,
  args: { recipe: recipes[0]!, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof RecipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Roasted Tomato Soup' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ id: args.recipe.id });
  },
};

export const LongTitle: Story = { args: { recipe: recipes[5]! } };

/** No picture: the fallback image shows. */
export const NoImage: Story = {
  args: { recipe: recipes[4]! },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image?.getAttribute('src')).toBe('/fallback-recipe.webp');
  },
};

/** Cookbook cards show time and servings, or say they are unknown. */
export const WithMeta: Story = {
  args: { showMeta: true, recipe: recipes[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20 min')).toBeVisible();
    await expect(canvas.getByText('Serves 3')).toBeVisible();
  },
};

export const WithUnknownMeta: Story = {
  args: { showMeta: true, recipe: { ...recipes[2]!, servings: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No time info')).toBeVisible();
    await expect(canvas.getByText('No servings info')).toBeVisible();
  },
};

/** My Recipes: the owner deletes and toggles privacy. */
export const OwnerActions: Story = {
  args: { recipe: recipes[1]!, onDelete: fn(), onTogglePrivacy: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Lemon Herb Chicken' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ id: args.recipe.id });
    await userEvent.click(canvas.getByRole('button', { name: 'Lemon Herb Chicken is public. Make private' }));
    await expect(args.onTogglePrivacy).toHaveBeenCalledWith({ id: args.recipe.id, isPublic: false });
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const PrivateRecipe: Story = {
  args: { recipe: recipes[0]!, onTogglePrivacy: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Roasted Tomato Soup is private. Make public' }),
    ).toBeVisible();
  },
};

/** Cookbook owners remove a recipe with a button that shows on hover. */
export const RemoveFromCookbook: Story = {
  args: { showMeta: true, onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('article'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Roasted Tomato Soup from cookbook' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ id: args.recipe.id });
  },
};

export const Skeleton: Story = { render: () => <RecipeCardSkeleton showMeta /> };

/** "Plan it" in the card's one ⋯ menu; with a fine pointer the trash button sits beside it. */
export const PlanItInMenu: Story = {
  args: { recipe: recipes[1]!, onDelete: fn(), onPlan: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Lemon Herb Chicken' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Plan it' }));
    await expect(args.onPlan).toHaveBeenCalledWith({ recipe: args.recipe });
    await expect(canvas.getByRole('button', { name: 'Delete Lemon Herb Chicken' })).toBeInTheDocument();
  },
};
