import { Button, FriendRow } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { friends } from '../fixtures.ts';

const [sam, lee] = friends as [(typeof friends)[number], (typeof friends)[number]];

// The row is either a button (onPick) or a row with an action, never both: stories render it rather than pass
// args, which Storybook cannot type for such a choice.
const meta = {
  title: 'Components/FriendRow',
  component: FriendRow,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj;

const picked = fn();

/** A friend to pick (the chat's new-message list, the recipe's share picker): the whole row is one button. */
export const Pickable: Story = {
  render: () => <FriendRow friend={lee} showUsername onPick={picked} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Lee Park @lee/ }));
    await expect(picked).toHaveBeenCalledWith({ friendId: lee.id });
  },
};

/** The chat list: the latest message under the name, cut to one line. */
export const WithLatestMessage: Story = {
  render: () => (
    <FriendRow
      showLatest
      onPick={fn()}
      friend={{
        ...lee,
        latestMessage: {
          text: 'Made your tomato soup last night, and it was gone in ten minutes. Sharing it with my sister!',
          createdAt: '2026-11-22T09:00:00Z',
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Made your tomato soup/)).toBeVisible();
  },
};

/** Manage Friends: a tile with the name, '@username' and an action; the row itself is not a button. */
export const WithAction: Story = {
  render: () => (
    <FriendRow
      friend={lee}
      tone="tile"
      showUsername
      action={
        <Button variant="ghost" size="sm" aria-label="Remove lee" onClick={fn()}>
          Remove
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Remove lee' })).toBeVisible();
  },
};

/** No name given: the username stands in. */
export const UsernameOnly: Story = {
  render: () => <FriendRow friend={{ ...sam, name: undefined }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('sam_bakes')).toBeVisible();
  },
};
