import { Badge, badgeTones } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Author' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Count: Story = {
  args: { count: 4, children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4')).toBeVisible();
  },
};

/** Above 9 the count reads '9+' (SPEC §9). */
/** The badge's limits: 9 is shown as it is, 10 and above as '9+'. */
export const CountNine: Story = {
  args: { count: 9, children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9')).toBeVisible();
  },
};

export const CountTen: Story = {
  args: { count: 10, children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9+')).toBeVisible();
  },
};

export const CountAboveNine: Story = {
  args: { count: 12, children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9+')).toBeVisible();
  },
};

export const CountZero: Story = {
  args: { count: 0, children: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
