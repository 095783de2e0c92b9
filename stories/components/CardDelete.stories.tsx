import { CardDelete, RecipeCard } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { recipes } from '../fixtures.ts';

const soup = recipes[0]!;

const meta = {
  title: 'Components/CardDelete',
  component: CardDelete,
  args: {
    label: `Delete ${soup.title}`,
    action: 'Delete',
    title: soup.title,
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof CardDelete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a mouse: the red trash of a card, hidden until the card is hovered or holds focus. */
export const OnHover: Story = {
  render: (args) => <RecipeCard recipe={soup} onOpen={fn()} onDelete={() => args.onSelect()} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trash = canvas.getByRole('button', { name: `Delete ${soup.title}` });
    // A recipe card's trash sits beside its ⋯ menu (CardActions): the two show and hide together.
    await expect(getComputedStyle(trash.closest('span') ?? trash).opacity).toBe('0');
    await userEvent.hover(canvas.getByRole('article'));
    await userEvent.click(trash);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** On a touch screen: a '⋯' menu with Delete instead of a trash button that a tap could hit by surprise. */
export const OnTouch: Story = {
  args: { pointer: 'coarse' },
  render: (args) => (
    <article aria-label={soup.title} style={{ position: 'relative', minHeight: '6rem' }}>
      <CardDelete {...args} />
    </article>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: `Delete ${soup.title}` })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `More actions for ${soup.title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};
