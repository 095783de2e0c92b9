import { PlanItDialog } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectPlanItDialog } from '../../app/selectors/planItDialog.ts';
import { planItMachine } from '../../machines/index.ts';
import { sampleId } from '../statecharts/samples.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Plan it from a card',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The member's clock: Tuesday 24 November 2026.
const now = () => Date.parse('2026-11-24T11:00:00');

/** A card's ⋯ menu › Plan it: today's dinner at the recipe's servings, every choice changeable. */
const choosing = (): Story => ({
  render: fromMachine({
    machine: planItMachine,
    input: { now },
    events: [
      {
        type: 'planIt.open',
        recipe: { recipeId: sampleId(42), title: 'Lemon Herb Chicken', image: null, servings: '4 servings' },
      },
    ],
    render: (snapshot, send) => <PlanItDialog {...selectPlanItDialog(snapshot, send)} />,
  }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Plan Lemon Herb Chicken' });
    await expect(within(dialog).getByRole('combobox', { name: 'Day' })).toHaveTextContent(
      'Today, Tue 24 Nov',
    );
    await expect(within(dialog).getByRole('combobox', { name: 'Meal' })).toHaveTextContent('Dinner');
    await expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveValue(4);
    const add = within(dialog).getByRole('button', { name: 'Add to plan' });
    // A member presses once the dialog has opened: until then Radix keeps the pointer off the whole page, the
    // dialog included (pointer-events: none), and a press goes nowhere. The test waits for the same moment.
    await waitFor(() => expect(getComputedStyle(add).pointerEvents).not.toBe('none'));
    await userEvent.click(add);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
});
export const ChoosingPhone = atViewport(choosing(), 'Choosing', 'phone');
export const ChoosingDesktop = atViewport(choosing(), 'Choosing', 'desktop');
