import { PhotoPicker } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chosenCover, chosenPicture } from '../fixtures.ts';

/** The picker is controlled: this story keeps the picture, as a machine's draft does in the app. */
function ControlledPicker(args: ComponentProps<typeof PhotoPicker>) {
  const [value, setValue] = useState(args.value);
  return (
    <PhotoPicker
      {...args}
      value={value}
      onChange={(change) => {
        args.onChange(change);
        setValue(change.photo);
      }}
    />
  );
}

const meta = {
  title: 'Components/PhotoPicker',
  component: PhotoPicker,
  render: ControlledPicker,
  args: { label: 'Profile picture', value: null, onChange: fn(), shape: 'square', removable: true },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const pngFile = () =>
  new File([Uint8Array.from(atob(chosenPicture.split(',')[1] ?? ''), (c) => c.charCodeAt(0))], 'me.png', {
    type: 'image/png',
  });

/** No picture yet: the square invites one; the file input is reached with Tab and named by the label. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Profile picture')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.upload(canvas.getByLabelText('Profile picture'), pngFile());
    await expect(await canvas.findByRole('img', { name: 'Chosen profile picture' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith({ photo: chosenPicture });
  },
};

/** A square picture chosen, with Remove: focus goes back to the file input. */
export const SquareChosen: Story = {
  args: { value: chosenPicture },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove profile picture' }));
    await expect(args.onChange).toHaveBeenCalledWith({ photo: null });
    await expect(canvas.getByLabelText('Profile picture')).toHaveFocus();
  },
};

/** A wide cover chosen. */
export const WideChosen: Story = {
  args: { label: 'Cover image', shape: 'wide', value: chosenCover },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Chosen cover image' })).toBeVisible();
  },
};

/** Required, with the owner's message (the recipe form's photo). */
export const Required: Story = {
  args: { label: 'Photo', shape: 'wide', required: true, removable: false, error: 'Please add a photo.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please add a photo.');
    await expect(canvas.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true');
  },
};
