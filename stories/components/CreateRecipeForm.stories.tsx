import { CreateRecipeForm, Dialog } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

// A 1×1 PNG, so the photo field can be filled without a network.
const pixel = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Components/CreateRecipeForm',
  component: CreateRecipeForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof CreateRecipeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and photo are required: nothing is sent without them. */
export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Recipe' }));
    await expect(canvas.getByText('Please enter a title.')).toBeVisible();
    await expect(canvas.getByText('Please add a photo.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Pea Soup');
    await userEvent.upload(
      canvas.getByLabelText(/Photo/),
      new File([pixel], 'soup.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('img', { name: 'Chosen recipe' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Ingredients/ }), 'peas{enter}mint');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Prep time/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Recipe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Pea Soup',
        ingredients: ['peas', 'mint'],
        prepTime: 10,
        cookTime: null,
        isPublic: true,
        image: expect.stringMatching(/^data:image\/png;base64,/),
      }),
    );
  },
};

export const Publishing: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publishing…' })).toBeDisabled();
  },
};

export const InModal: Story = {
  render: (args) => (
    <Dialog open title="Create a New Recipe" size="lg">
      <CreateRecipeForm {...args} />
    </Dialog>
  ),
};
