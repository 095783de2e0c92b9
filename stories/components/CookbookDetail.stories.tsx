import { CookbookDetail } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { recipes } from '../fixtures.ts';

const meta = {
  title: 'Components/CookbookDetail',
  component: CookbookDetail,
  args: {
    status: 'ready',
    cookbook: { title: 'Weeknight Dinners', recipeCount: 4, owners: [{ username: 'chef_ana' }] },
    recipes: recipes.slice(0, 4),
    isOwner: true,
    onOpenRecipe: fn(),
    onRemoveRecipe: fn(),
    onAddCollaborator: fn(),
    onDownloadPdf: fn(),
  },
} satisfies Meta<typeof CookbookDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/4 Recipes/)).toBeVisible();
    await expect(canvas.getByText(/Owner:/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '@chef_ana' })).toHaveAttribute(
      'href',
      '/profile/chef_ana',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Add collaborator/ }));
    await expect(args.onAddCollaborator).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalled();
    await expect(canvas.getByText('No time info')).toBeVisible();
    await expect(canvas.getByText('No servings info')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Roasted Tomato Soup from cookbook' }));
    await expect(args.onRemoveRecipe).toHaveBeenCalledWith({ id: recipes[0]!.id });
  },
};

export const Visitor: Story = {
  args: {
    isOwner: false,
    cookbook: {
      title: 'Baking',
      recipeCount: 1,
      owners: [{ username: 'chef_ana' }, { username: 'sam_bakes' }],
    },
    recipes: recipes.slice(7, 8),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/1 Recipe(?!s)/)).toBeVisible();
    await expect(canvas.getByText(/Owners:/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { cookbook: { title: 'Baking', recipeCount: 0, owners: [{ username: 'chef_ana' }] }, recipes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("This cookbook doesn't have any recipes yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/');
  },
};

/** Recipes exist but none is visible to this member (private recipes of others). */
export const NoneVisible: Story = {
  args: { recipes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No visible recipes in this cookbook.')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', cookbook: null } };

export const LoadFailed: Story = {
  args: { status: 'error', cookbook: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Browse Recipes' })).toBeVisible();
  },
};

export const Exporting: Story = { args: { exporting: true } };
