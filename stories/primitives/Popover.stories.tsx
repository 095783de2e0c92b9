import { Button, Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

function SamplePopover({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button variant="secondary">Serving tips</Button>
      </PopoverTrigger>
      <PopoverContent
        aria-label="Serving tips"
        align="start"
        style={{ padding: 'var(--space-4)', maxInlineSize: '18rem' }}
      >
        <p style={{ margin: 0 }}>Rest the lasagne for ten minutes before cutting so the layers hold.</p>
        <PopoverClose asChild>
          <Button size="sm" variant="ghost">
            Got it
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: SamplePopover,
} satisfies Meta<typeof SamplePopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const ClosesOnEscapeAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Serving tips' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Serving tips' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Serving tips' }));
    await screen.findByRole('dialog', { name: 'Serving tips' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Serving tips' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Serving tips' });
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
