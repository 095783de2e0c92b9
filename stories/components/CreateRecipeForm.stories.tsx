import { emptyRecipeFormDraft, type RecipeFormDraft } from '@potluck/domain';
import { CreateRecipeForm, Dialog } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { missingFields } from '../../machines/createRecipeMachine.ts';

// A 1×1 PNG, so the photo field can be filled without a network.
const pixel = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Components/CreateRecipeForm',
  component: CreateRecipeForm,
  args: { draft: emptyRecipeFormDraft, onDraftChange: fn(), onSubmit: fn(), onCancel: fn() },
  render: (args) => <Live {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof CreateRecipeForm>;

/**
 * The form is controlled: in the app the create recipe machine holds the draft and says what is missing after a
 * refused submit. Here local state stands in for it; each callback is still recorded.
 */
function Live(props: ComponentProps<typeof CreateRecipeForm>) {
  const [draft, setDraft] = useState<RecipeFormDraft>(props.draft);
  const [missing, setMissing] = useState(props.missing ?? []);
  return (
    <CreateRecipeForm
      {...props}
      draft={draft}
      missing={missing.length > 0 ? missingFields(draft) : []}
      onDraftChange={(change) => {
        props.onDraftChange(change);
        setDraft((current) => ({ ...current, ...change }));
      }}
      onSubmit={() => {
        setMissing(missingFields(draft));
        if (missingFields(draft).length === 0) props.onSubmit();
      }}
    />
  );
}

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
    await expect(await canvas.findByRole('img', { name: 'Chosen photo' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Ingredients/ }), 'peas{enter}mint');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Prep time/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Recipe' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(args.onDraftChange).toHaveBeenCalledWith({ title: 'Pea Soup' });
    await expect(args.onDraftChange).toHaveBeenCalledWith({ prepTime: '10' });
    await expect(args.onDraftChange).toHaveBeenCalledWith({
      image: expect.stringMatching(/^data:image\/png;base64,/),
    });
  },
};

export const Publishing: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publishing…' })).toBeDisabled();
  },
};

const recipeImport = {
  url: 'https://recipes.example/curry',
  onUrlChange: fn(),
  onImport: fn(),
  importing: false,
};

/** Import from a link: the link typed, Import asks the machine (Enter too, without publishing). */
export const ImportFromLink: Story = {
  args: { recipeImport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(args.recipeImport?.onImport).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Import from a link' }), '{Enter}');
    await expect(args.recipeImport?.onImport).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ImportFailed: Story = {
  args: { recipeImport: { ...recipeImport, error: 'No recipe was found on that page.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recipe was found on that page.')).toBeVisible();
  },
};

export const InModal: Story = {
  render: (args) => (
    <Dialog open title="Create a New Recipe" size="lg">
      <Live {...args} />
    </Dialog>
  ),
};
