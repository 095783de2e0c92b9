import { ScrollArea } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const steps = Array.from({ length: 14 }, (_, i) => `Step ${i + 1}: stir, taste and adjust the seasoning.`);

const meta = {
  title: 'Primitives/ScrollArea',
  component: ScrollArea,
  args: {
    maxBlockSize: '12rem',
    label: 'Directions',
    children: (
      <ol style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
        {steps.map((step) => (
          <li key={step} style={{ paddingBlock: 'var(--space-2)' }}>
            {step}
          </li>
        ))}
      </ol>
    ),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Longer than its maximum: the region scrolls, and keyboard users can focus it to scroll it. */
export const Overflowing: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Directions' });
    await expect(region.clientHeight).toBeLessThan(region.scrollHeight);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // The browser scrolls a focused region with the arrow keys itself (synthetic key events do not): what this
    // checks is that the region takes focus and really scrolls.
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
  },
};

/** Shorter than its maximum: no scrolling, no scrollbar. */
export const FitsWithoutScrolling: Story = {
  args: { children: <p style={{ margin: 0 }}>{steps[0]}</p> },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Directions' });
    await expect(region.scrollHeight).toBeLessThanOrEqual(region.clientHeight);
  },
};
