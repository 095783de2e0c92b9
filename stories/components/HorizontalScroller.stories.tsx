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

/** 3 or more items: arrows scroll the row. */
export const WithArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Public cookbooks' });
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll Public cookbooks right' }));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** Fewer than 3 items: no arrows. */
export const TwoItems: Story = {
  args: { children: cookbooks.slice(0, 2).map((c) => <CookbookCard key={c.id} cookbook={c} />) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Scroll/ })).not.toBeInTheDocument();
  },
};
