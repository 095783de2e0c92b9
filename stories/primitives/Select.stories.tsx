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

/** Closed, a Select is its trigger alone (decision 030): the chosen label shows, and no option is drawn. */
export const ClosedIsItsTrigger: Story = {
  args: { value: 'soup' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Meal type/ });
    await expect(trigger).toHaveTextContent('soup');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await expect(document.querySelectorAll('option, [role="option"]')).toHaveLength(0);
  },
};

/** The placeholder until something is chosen, dimmed as Radix's. */
export const ClosedWithPlaceholder: Story = {
  args: { placeholder: 'Choose a meal' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Meal type/ });
    await expect(trigger).toHaveTextContent('Choose a meal');
    await expect(trigger).toHaveAttribute('data-placeholder');
  },
};

/** Opened from the keyboard: the chosen option takes the focus, the arrows move, Enter chooses. */
export const KeyboardSelection: Story = {
  args: { value: 'dessert' },
  play: async ({ args, canvasElement }) => {
    within(canvasElement)
      .getByRole('combobox', { name: /Meal type/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'dessert' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('appetizer');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('combobox', { name: /Meal type/ })).toHaveFocus();
  },
};

/** Typing on the closed trigger chooses the next option starting with the letter, as Radix's typeahead. */
export const TypeaheadWhileClosed: Story = {
  args: { value: 'side dish' },
  play: async ({ args, canvasElement }) => {
    within(canvasElement)
      .getByRole('combobox', { name: /Meal type/ })
      .focus();
    await userEvent.keyboard('s');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('salad');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

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
