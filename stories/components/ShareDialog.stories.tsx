import { ShareDialog } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, User } from 'lucide-react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

// The one "share with friends" dialog: the shopping list (friends and cookbooks) and the meal plan (friends) say
// what is shared in their own words and pass their choices in groups.
const onShareFriend = fn();
const onShareCookbook = fn();

const meta = {
  title: 'Components/ShareDialog',
  component: ShareDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Share shopping list',
    description:
      'Everyone you share it with can add, check off and delete items, and sees changes as they happen.',
    status: 'ready',
    loadingLabel: 'Loading friends and cookbooks',
    failedMessage: 'Could not load your friends and cookbooks.',
    groups: [
      {
        title: 'Friends',
        choices: [
          { id: 'f1', label: 'Kenji Lopez', detail: '@kenji_eats', shareId: 's1' },
          { id: 'f2', label: 'Ada Lovelace', detail: '@ada', shareId: null },
          { id: 'f3', label: 'Ada Lovelace', detail: '@ada_bakes', shareId: null },
        ],
        empty: 'Add friends to share your list with them.',
        icon: <User />,
        onShare: onShareFriend,
      },
      {
        title: 'Cookbooks',
        choices: [],
        empty: 'Cookbooks you own can share your list with their collaborators.',
        icon: <BookOpen />,
        onShare: onShareCookbook,
      },
    ],
    busy: false,
    error: null,
    onUnshare: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each choice says whether it is shared; Share and Stop sharing name whom they are about. Friends go by name, the
 * username beside it, which tells two friends of one name apart, on screen and as the button's description.
 */
export const Choosing: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Share shopping list' }));
    await expect(dialog.getByRole('region', { name: 'Cookbooks' })).toHaveTextContent(
      'Cookbooks you own can share your list with their collaborators.',
    );
    await expect(dialog.getByRole('region', { name: 'Friends' })).toHaveTextContent(
      'Kenji Lopez @kenji_eats',
    );
    const [ada, adaBakes] = dialog.getAllByRole('button', { name: 'Share with Ada Lovelace' });
    await expect(ada).toHaveAccessibleDescription('@ada');
    await expect(adaBakes).toHaveAccessibleDescription('@ada_bakes');
    await userEvent.click(adaBakes as HTMLElement);
    await expect(onShareFriend).toHaveBeenCalledWith('f3');
    await userEvent.click(dialog.getByRole('button', { name: 'Stop sharing with Kenji Lopez' }));
    await expect(args.onUnshare).toHaveBeenCalledWith('s1');
  },
};

/** A share on its way: every button waits; a refusal is said above the choices. */
export const BusyWithError: Story = {
  args: { busy: true, error: 'You can only share with friends.' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Share shopping list' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('You can only share with friends.');
    for (const share of dialog.getAllByRole('button', { name: 'Share with Ada Lovelace' })) {
      await expect(share).toBeDisabled();
    }
  },
};

/** The choices could not be loaded: said in words, with Try again. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Share shopping list' }));
    await expect(dialog.getByText('Could not load your friends and cookbooks.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
