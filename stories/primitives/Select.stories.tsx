import { intolerances, mealTypes } from '@potluck/domain';
import { MultiSelect, Select } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const mealOptions = mealTypes.map((value) => ({ value, label: value }));

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Meal type', options: mealOptions, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '20rem', minHeight: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: /Meal type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'dessert' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('dessert');
  },
};

export const WithValue: Story = { args: { value: 'soup' } };

function IntoleranceSelect({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return <MultiSelect label="Intolerances" options={intolerances} value={value} onValueChange={setValue} />;
}

/** The intolerance picker of sign-up and settings: a checkbox list in a popover. */
export const MultiSelectIntolerances: Story = {
  render: () => <IntoleranceSelect initial={[]} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Intolerances/ });
    await expect(trigger).toHaveTextContent('None selected');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'shellfish' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'dairy' }));
    await expect(trigger).toHaveTextContent('dairy, shellfish');
    await userEvent.click(screen.getByRole('checkbox', { name: 'dairy' }));
    await expect(trigger).toHaveTextContent('shellfish');
  },
};

export const MultiSelectPrefilled: Story = {
  render: () => <IntoleranceSelect initial={['gluten', 'peanut', 'tree nut']} />,
};
