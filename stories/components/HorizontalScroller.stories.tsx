import { CookbookCard, HorizontalScroller } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cookbooks } from '../fixtures.ts';

const meta = {
  title: 'Components/HorizontalScroller',
  component: HorizontalScroller,
  args: {
    label: 'Public cookbooks',
    children: [...cookbooks, ...cookbooks.map((c) => ({ ...c, id: `${c.id}-again` }))].map((cookbook) => (
      <CookbookCard key={cookbook.id} cookbook={cookbook} />
    )),
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem', padding: '0 1rem' }}>{Story()}</div>],
} satisfies Meta<typeof HorizontalScroller>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3 or more items wider than the box: arrows above the row scroll it; each is disabled at its end. */
export const WithArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Public cookbooks' });
    const left = await canvas.findByRole('button', { name: 'Scroll Public cookbooks left' });
    const right = canvas.getByRole('button', { name: 'Scroll Public cookbooks right' });
    await expect(left).toBeDisabled();
    // The arrows sit above the row, never over a card.
    const row = list.getBoundingClientRect();
    await expect(right.getBoundingClientRect().bottom).toBeLessThanOrEqual(row.top);
    await userEvent.click(right);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(left).toBeEnabled());
  },
};

/** 3 items that fit in the box: nothing to scroll, so no arrows. */
export const ThreeThatFit: Story = {
  args: { children: cookbooks.slice(0, 3).map((c) => <CookbookCard key={c.id} cookbook={c} />) },
  decorators: [(Story) => <div style={{ width: '60rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('button', { name: /Scroll/ })).not.toBeInTheDocument();
  },
};

/** Fewer than 3 items: no arrows. */
export const TwoItems: Story = {
  args: { children: cookbooks.slice(0, 2).map((c) => <CookbookCard key={c.id} cookbook={c} />) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Scroll/ })).not.toBeInTheDocument();
  },
};
