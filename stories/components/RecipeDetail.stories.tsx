import { RecipeDetail, RecipeDetailSkeleton, RecipeModal } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { comments, cookbooks, friends, recipeDetail } from '../fixtures.ts';

const meta = {
  title: 'Components/RecipeDetail',
  component: RecipeDetail,
  args: {
    recipe: recipeDetail,
    intolerances: { status: 'ready', contained: ['Dairy'] },
    like: { liked: false, count: 12, onToggle: fn() },
    addToCookbook: { cookbooks, selected: null, onSelectedChange: fn(), onAdd: fn() },
    share: { view: 'closed', friends, onViewChange: fn(), onCopyLink: fn(), onShareToFriend: fn() },
    nutrition: { expanded: false, onExpandedChange: fn() },
    comments: {
      status: 'collapsed',
      comments: [],
      visibleCount: 3,
      count: 7,
      authorUsername: 'chef_ana',
      onExpand: fn(),
      onCollapse: fn(),
      onLoadMore: fn(),
      draft: '',
      onDraftChange: fn(),
      onPost: fn(),
    },
  },
  render: (args) => <Live {...args} />,
} satisfies Meta<typeof RecipeDetail>;

/**
 * The detail is controlled: in the app the recipe detail and comments machines hold the nutrition toggle, the
 * share view, the chosen cookbook and the comment draft. Here a little local state stands in for them, so the
 * component can be clicked through; each callback is still recorded.
 */
function Live(props: ComponentProps<typeof RecipeDetail>) {
  const [expanded, setExpanded] = useState(props.nutrition.expanded);
  const [view, setView] = useState(props.share.view);
  const [selected, setSelected] = useState(props.addToCookbook.selected);
  const [draft, setDraft] = useState(props.comments.draft);
  return (
    <RecipeDetail
      {...props}
      nutrition={{
        expanded,
        onExpandedChange: (event) => {
          props.nutrition.onExpandedChange(event);
          setExpanded(event.expanded);
        },
      }}
      share={{
        ...props.share,
        view,
        onViewChange: (event) => {
          props.share.onViewChange(event);
          setView(event.view);
        },
        onCopyLink: () => {
          props.share.onCopyLink();
          setView('closed');
        },
        onShareToFriend: (event) => {
          props.share.onShareToFriend(event);
          setView('closed');
        },
      }}
      addToCookbook={{
        ...props.addToCookbook,
        selected,
        onSelectedChange: (event) => {
          props.addToCookbook.onSelectedChange(event);
          setSelected(event.cookbookId);
        },
        onAdd: () => {
          props.addToCookbook.onAdd();
          setSelected(null);
        },
      }}
      comments={{
        ...props.comments,
        draft,
        onDraftChange: (event) => {
          props.comments.onDraftChange(event);
          setDraft(event.text);
        },
      }}
    />
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Roasted Tomato Soup');
    await expect(canvas.getByText(/Ready in 1 hr 15 min/)).toBeVisible();
    await expect(canvas.getByText(/Serves 4/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '@chef_ana' })).toHaveAttribute(
      'href',
      '/profile/chef_ana',
    );
    await expect(canvas.getByText('Contains:')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Supplies' })).toBeVisible();
  },
};

const servings = {
  written: 4,
  onServingsChange: fn(),
  onHalve: fn(),
  onDouble: fn(),
  onReset: fn(),
  canFewer: true,
  canMore: true,
  canHalve: true,
  canDouble: true,
};

/** Scaled to 6 servings (×1 ½): every amount follows, 'Salt and pepper' stays as written; Cook carries the servings. */
export const ServingsScaled: Story = {
  args: { servings: { ...servings, servings: 6 }, cookTo: `/recipe/${recipeDetail.id}/cook?servings=6` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.5 kg ripe tomatoes')).toBeVisible();
    await expect(canvas.getByText('300 ml cream')).toBeVisible();
    await expect(canvas.getByText('3 cloves garlic')).toBeVisible();
    await expect(canvas.getByText('Salt and pepper')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More servings' }));
    await expect(args.servings?.onServingsChange).toHaveBeenCalledWith({ servings: 7 });
    await userEvent.click(canvas.getByRole('button', { name: /As written/ }));
    await expect(args.servings?.onReset).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Cook' })).toHaveAttribute(
      'href',
      `/recipe/${recipeDetail.id}/cook?servings=6`,
    );
  },
};

/** At one serving the stepper cannot go lower, nor halve. */
export const ServingsAtOne: Story = {
  args: { servings: { ...servings, servings: 1, canFewer: false, canHalve: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 serving')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Halve' })).toBeDisabled();
    await expect(canvas.getByText('250 g ripe tomatoes')).toBeVisible();
  },
};

export const LoadingIntolerances: Story = {
  args: { intolerances: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading intolerances…')).toBeVisible();
  },
};

/** A provider recipe without supplies, steps, nutrition or author. */
export const Sparse: Story = {
  args: {
    recipe: { ...recipeDetail, image: null, author: null, supplies: [], steps: [], nutrition: [] },
    intolerances: { status: 'ready', contained: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No instructions available.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Supplies' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Nutrition' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Contains:')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Roasted Tomato Soup' })).toHaveAttribute(
      'src',
      '/fallback-recipe.webp',
    );
  },
};

export const NutritionShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nutrition = canvas.getByRole('region', { name: 'Nutrition' });
    await expect(within(nutrition).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(within(nutrition).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** Show Less goes back to the first 6 entries. */
export const NutritionShowLess: Story = {
  render: NutritionShowMore.render,
  play: async (context) => {
    await NutritionShowMore.play?.(context);
    const canvas = within(context.canvasElement);
    const nutrition = canvas.getByRole('region', { name: 'Nutrition' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(within(nutrition).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Exactly 6 entries: all shown, no Show More. */
export const NutritionSix: Story = {
  args: { recipe: { ...recipeDetail, nutrition: recipeDetail.nutrition.slice(0, 6) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nutrition = canvas.getByRole('region', { name: 'Nutrition' });
    await expect(within(nutrition).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  },
};

/** 7 entries: 6 shown, Show More reveals the seventh. */
export const NutritionSeven: Story = {
  args: { recipe: { ...recipeDetail, nutrition: recipeDetail.nutrition.slice(0, 7) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nutrition = canvas.getByRole('region', { name: 'Nutrition' });
    await expect(within(nutrition).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(within(nutrition).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toBeVisible();
  },
};

export const Liked: Story = {
  args: { like: { liked: true, count: 13, onToggle: fn() } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like 13' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.like.onToggle).toHaveBeenCalled();
  },
};

/**
 * The choice is the machine's: Add without one is sent on, and the recipe detail machine alerts 'Please select a
 * cookbook!' (Screens/Recipe and the journeys show the alert); after adding, the choice resets.
 */
export const AddToCookbookNeedsChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /Add to cookbook/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Baking' }));
    await expect(args.addToCookbook.onSelectedChange).toHaveBeenCalledWith({ cookbookId: cookbooks[1]!.id });
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.addToCookbook.onAdd).toHaveBeenCalled();
    await expect(canvas.getByRole('combobox', { name: /Add to cookbook/ })).toHaveTextContent(
      'Choose a cookbook',
    );
  },
};

export const ShareCopyLink: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy Link' }));
    await expect(args.share.onCopyLink).toHaveBeenCalled();
  },
};

export const ShareToFriend: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Friends' }));
    const picker = await screen.findByRole('dialog', { name: 'Share with a friend' });
    await userEvent.click(within(picker).getByRole('button', { name: /Lee Park/ }));
    await expect(args.share.onShareToFriend).toHaveBeenCalledWith({ friendId: friends[1]!.id });
  },
};

export const CommentsCollapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Comments \(7\)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.comments.onExpand).toHaveBeenCalled();
  },
};

export const CommentsLoading: Story = {
  args: { comments: { ...meta.args.comments, status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading comments' })).toBeVisible();
  },
};

/** 3 shown, 'Load more' for the next 3; the owner's comment carries 'Author'. */
export const CommentsExpanded: Story = {
  args: { comments: { ...meta.args.comments, status: 'ready', comments } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: /Comments/ });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Author')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.comments.onLoadMore).toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Add a comment'), 'Yum');
    await expect(canvas.getByText('3/150')).toBeVisible();
    await expect(args.comments.onDraftChange).toHaveBeenLastCalledWith({ text: 'Yum' });
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(args.comments.onPost).toHaveBeenCalled();
  },
};

/**
 * Load more as the comments machine runs it (3 shown, 3 more per click), for a recipe with `total` comments:
 * the clicks a member needs and the count shown after each.
 */
function CommentsPaging(props: ComponentProps<typeof RecipeDetail> & { total: number }) {
  const { total, ...detail } = props;
  const [visibleCount, setVisibleCount] = useState(3);
  return (
    <Live
      {...detail}
      comments={{
        ...detail.comments,
        status: 'ready',
        comments: comments.slice(0, total),
        count: total,
        visibleCount,
        onLoadMore: () => setVisibleCount((count) => count + 3),
      }}
    />
  );
}

async function expectCommentPages(canvasElement: HTMLElement, shownAfterEachClick: number[]) {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('region', { name: /Comments/ });
  for (const [index, shown] of shownAfterEachClick.entries()) {
    if (index > 0) await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(shown);
  }
  await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
}

export const CommentsThree: Story = {
  render: (args) => <CommentsPaging {...args} total={3} />,
  play: ({ canvasElement }) => expectCommentPages(canvasElement, [3]),
};

export const CommentsFour: Story = {
  render: (args) => <CommentsPaging {...args} total={4} />,
  play: ({ canvasElement }) => expectCommentPages(canvasElement, [3, 4]),
};

export const CommentsSeven: Story = {
  render: (args) => <CommentsPaging {...args} total={7} />,
  play: ({ canvasElement }) => expectCommentPages(canvasElement, [3, 6, 7]),
};

export const CommentsEmpty: Story = {
  args: { comments: { ...meta.args.comments, status: 'ready', comments: [], count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No comments yet.')).toBeVisible();
  },
};

/** The comments could not be loaded: said as a failure (with Try again), not as 'No comments yet.' */
export const CommentsFailed: Story = {
  args: { comments: { ...meta.args.comments, status: 'failed', onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Comments could not be loaded.');
    await expect(canvas.queryByText('No comments yet.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.comments.onRetry).toHaveBeenCalled();
  },
};

/** The draft is the machine's: a refused or failed post leaves it in the box. */
export const CommentDraftKept: Story = {
  args: { comments: { ...meta.args.comments, status: 'ready', comments, draft: 'ok' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Add a comment')).toHaveValue('ok');
  },
};

export const Skeleton: Story = { render: () => <RecipeDetailSkeleton /> };

function ModalDemo(props: ComponentProps<typeof RecipeDetail>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open recipe
      </button>
      <RecipeModal open={open} onOpenChange={setOpen} detail={props} />
    </>
  );
}

/** The detail over the grid, as a modal. */
export const InModal: Story = {
  render: (args) => <ModalDemo {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Roasted Tomato Soup' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Ingredients' })).toBeVisible());
  },
};

/** Escape closes the recipe modal. */
export const ModalClosedOnEscape: Story = {
  render: InModal.render,
  play: async (context) => {
    await InModal.play?.(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ModalLoading: Story = {
  render: () => <RecipeModal open onOpenChange={() => {}} detail={null} />,
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading recipe' })).toBeInTheDocument();
  },
};
