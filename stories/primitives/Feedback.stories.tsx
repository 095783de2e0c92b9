import { limits } from '@potluck/domain';
import {
  Button,
  Card,
  EmptyState,
  Fab,
  Skeleton,
  Spinner,
  Toaster,
  type ToastTone,
  Tooltip,
} from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { BookOpen, Info } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ToastKind, toastMachine } from '../../machines/toastMachine.ts';

const meta = {
  title: 'Primitives/Feedback',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Skeletons: Story = {
  render: () => (
    <Card style={{ maxWidth: '18rem', display: 'grid', gap: '0.75rem' }}>
      <Skeleton shape="image" />
      <Skeleton shape="title" />
      <Skeleton shape="text" />
      <Skeleton shape="circle" />
    </Card>
  ),
};

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" label="Loading recipes" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const labelled = within(canvasElement)
      .getAllByRole('status')
      .filter((status) => status.textContent === 'Loading recipes');
    await expect(labelled).toHaveLength(1);
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      icon={<BookOpen />}
      message="This cookbook doesn't have any recipes yet."
      action={
        <Button asChild variant="secondary">
          <a href="#browse">Browse Recipes</a>
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Browse Recipes' })).toBeVisible();
  },
};

export const EmptyError: Story = {
  render: () => <EmptyState tone="error" message="Failed to load profile" />,
};

export const Cards: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Card>Plain card</Card>
      <Card interactive>Interactive card</Card>
    </div>
  ),
};

export const FloatingAddButton: Story = {
  args: {},
  render: () => <Fab aria-label="Add recipe" onClick={addRecipe} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add recipe' }));
    await expect(addRecipe).toHaveBeenCalled();
  },
};
const addRecipe = fn();

export const TooltipOnFocus: Story = {
  render: () => (
    <div style={{ padding: '3rem' }}>
      <Tooltip content="Only owners can download the PDF">
        <Button variant="ghost">
          <Info aria-hidden="true" /> Why?
        </Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Why?' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Only owners can download the PDF');
  },
};

const tones = { success: 'success', error: 'error', info: 'default' } as const satisfies Record<
  ToastKind,
  ToastTone
>;

/** The app's one toast queue (the toast machine) drawn by the Toaster. */
function ToastDemo() {
  const queue = useActorRef(toastMachine);
  const toasts = useSelector(queue, (snapshot) => snapshot.context.toasts);
  const show = (text: string, kind: ToastKind = 'info') => queue.send({ type: 'toast.show', text, kind });
  const toastLimit = limits.toastsHeld;
  return (
    <>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button onClick={() => show('Recipe removed', 'success')}>Success toast</Button>
        <Button variant="secondary" onClick={() => show('Collaborator added!')}>
          Default toast
        </Button>
        <Button variant="danger" onClick={() => show('Failed to remove recipe', 'error')}>
          Error toast
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            for (let i = 1; i <= toastLimit + 5; i++) show(`Message ${i}`);
          }}
        >
          Flood
        </Button>
      </div>
      <Toaster
        toasts={toasts.map((toast) => ({ id: String(toast.id), text: toast.text, tone: tones[toast.kind] }))}
        onDismiss={({ id }) => queue.send({ type: 'toast.dismiss', id: Number(id) })}
      />
    </>
  );
}

/** Success toasts leave after 2 s, others after 4 s. */
export const Toasts: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await waitFor(() => expect(screen.getByText('Recipe removed')).toBeVisible());
    await waitFor(() => expect(screen.queryByText('Recipe removed')).not.toBeInTheDocument(), {
      timeout: 3500,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Default toast' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Collaborator added!')).not.toBeInTheDocument());
  },
};

/** At most 20 messages are held: the oldest are dropped. */
export const ToastLimit: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Flood' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(limits.toastsHeld),
    );
    await expect(screen.queryByText('Message 5')).not.toBeInTheDocument();
    await expect(screen.getByText('Message 6')).toBeInTheDocument();
  },
};
