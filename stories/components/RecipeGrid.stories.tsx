import { RecipeGrid, recipeGridSkeletons } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { manyRecipes, recipes } from '../fixtures.ts';

const meta = {
  title: 'Components/RecipeGrid',
  component: RecipeGrid,
  args: { recipes, status: 'ready', onOpen: fn(), onLoadMore: fn() },
} satisfies Meta<typeof RecipeGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(recipes.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Greek Salad' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ id: recipes[6]!.id });
  },
};

/** First page: 24 skeletons. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading recipes' });
    await expect(status.children).toHaveLength(recipeGridSkeletons.first);
  },
};

/** A later page: the cards stay and 4 skeletons follow. */
export const LoadingMore: Story = {
  args: { status: 'loadingMore' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem', { hidden: true });
    await expect(items).toHaveLength(recipes.length + recipeGridSkeletons.more);
  },
};

export const Empty: Story = {
  args: { recipes: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No recipes found. Try adjusting your search or filters!'),
    ).toBeVisible();
  },
};

/** Nearing the bottom asks for the next page; once a page comes back empty, nothing more is asked. */
function ScrollingGrid({ onLoadMore }: { onLoadMore: () => void }) {
  const [pages, setPages] = useState(1);
  const [status, setStatus] = useState<'ready' | 'loadingMore' | 'complete'>('ready');
  return (
    <div style={{ height: '24rem', overflow: 'auto' }} data-testid="scroll-box">
      <RecipeGrid
        recipes={manyRecipes(Math.min(pages, 2) * 8)}
        status={status}
        onOpen={() => {}}
        onLoadMore={() => {
          onLoadMore();
          setStatus('loadingMore');
          setTimeout(() => {
            setPages((p) => p + 1);
            setStatus(pages >= 2 ? 'complete' : 'ready');
          }, 50);
        }}
      />
    </div>
  );
}

export const InfiniteScroll: Story = {
  render: (args) => <ScrollingGrid onLoadMore={args.onLoadMore!} />,
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByTestId('scroll-box');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(16));
  },
};
