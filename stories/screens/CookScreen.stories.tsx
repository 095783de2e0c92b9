// Cook mode (/recipe/:id/cook), each state drawn from the machines the app runs: the recipe detail machine while
// the recipe loads, then cook mode's machine (with its kitchen timers on the real clock), through the route's
// selector (STYLE 15b). The wake lock is a fake the story chooses: held, or refused.
import { CookScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useEffect, useReducer, useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { cookModeRecipe, selectCookScreen } from '../../app/selectors/cookScreen.ts';
import type { RecipeDetailSnapshot } from '../../app/selectors/recipeDetail.ts';
import { cookModeMachine, type ScreenWakeLock } from '../../machines/cookModeMachine.ts';
import { recipeDetail } from '../fixtures.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { useStoryActor } from '../support/fromMachine.tsx';
import { recipeClient, soup, useRecipeStory } from '../support/recipeMachines.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Cook mode',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const heldLock: ScreenWakeLock = {
  acquire: async () => ({ release: async () => undefined, onRelease: () => undefined }),
};
const refusedLock: ScreenWakeLock = { acquire: () => Promise.reject(new Error('NotAllowedError')) };

type CookEvents = EventFromLogic<typeof cookModeMachine>[];
type Options = { servings?: number | null; events?: CookEvents; wakeLock?: ScreenWakeLock };

function Cooking({
  detail,
  servings = null,
  events = [],
  wakeLock = heldLock,
}: Options & { detail: RecipeDetailSnapshot }) {
  const [input] = useState(() => {
    const recipe = detail.context.recipe;
    if (!recipe) throw new Error('cook mode starts once the recipe has loaded');
    return { ...cookModeRecipe(recipe, servings), wakeLock, now: () => Date.now() };
  });
  const cook = useStoryActor(cookModeMachine, input, events);
  const snapshot = useSelector(cook, (s) => s);
  // The timers are child actors: draw again when one starts, counts down to its ring, or is stopped.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscriptions = snapshot.context.timers.map((timer) => timer.subscribe(() => redraw()));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [snapshot.context.timers]);
  return (
    <CookScreen
      {...selectCookScreen({ detail, cook: snapshot }, cook.send, { recipeId: recipeDetail.id, servings })}
    />
  );
}

function Cook({ client, ...options }: Options & { client: never }) {
  const recipe = useRecipeStory(client, recipeDetail.id);
  if (recipe.detail.matches('loaded')) return <Cooking detail={recipe.detail} {...options} />;
  return (
    <CookScreen
      {...selectCookScreen({ detail: recipe.detail, cook: null }, () => {}, { recipeId: recipeDetail.id })}
    />
  );
}

export const CookLoading: Story = {
  render: () => <Cook client={recipeClient({ getMemberRecipe: never })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading recipe…');
  },
};

export const CookFailed: Story = {
  render: () => <Cook client={recipeClient({ getMemberRecipe: refuse(404) })} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('This recipe could not be loaded.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leave cook mode' })).toHaveAttribute(
      'href',
      `/recipe/${recipeDetail.id}`,
    );
  },
};

/** One step at a time: Next, the → key, Previous; the checklist ticks; the screen is kept on. */
export const CookSteps: Story = {
  render: () => <Cook client={recipeClient()} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Step 1 of 3' })).toBeVisible();
    await expect(page.getByText('Heat the oven to 200 °C.')).toBeVisible();
    await expect(await page.findByText('Screen stays on')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 3' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The last step: "I cooked this" opens the recipe with its dialog (issue 41).
    await expect(page.getByRole('link', { name: 'I cooked this' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?cooked=1$/),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(page.queryByRole('link', { name: 'I cooked this' })).toBeNull();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeVisible();
    // A finger swiping left turns to the next step, right to the one before; a mouse drag does not.
    const words = page.getByRole('region', { name: 'Step 2 of 3' });
    await fireEvent.pointerDown(words, { pointerType: 'touch', clientX: 300 });
    await fireEvent.pointerUp(words, { pointerType: 'touch', clientX: 120 });
    await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 3' })).toBeVisible();
    await fireEvent.pointerDown(words, { pointerType: 'touch', clientX: 100 });
    await fireEvent.pointerUp(words, { pointerType: 'touch', clientX: 260 });
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeVisible();
    await fireEvent.pointerDown(words, { pointerType: 'mouse', clientX: 300 });
    await fireEvent.pointerUp(words, { pointerType: 'mouse', clientX: 100 });
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeVisible();
    const garlic = page.getByRole('checkbox', { name: '2 cloves garlic' });
    await userEvent.click(garlic);
    await expect(garlic).toBeChecked();
  },
};
export const CookStepsAt375: Story = atViewport(CookSteps, 'Cook mode', 'phone');
export const CookStepsAt1280: Story = atViewport(CookSteps, 'Cook mode', 'desktop');

/** A timer from '40 minutes' in step 2 counts down, and keeps counting on another step. */
export const CookTimerRunning: Story = {
  render: () => (
    <Cook client={recipeClient()} events={[{ type: 'step.next' }, { type: 'timer.start', id: 'step2-1' }]} />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const timer = await page.findByRole('timer', { name: '40 minutes' });
    await waitFor(() => expect(timer.textContent).toMatch(/^(40:00|39:5\d)$/));
    await userEvent.click(page.getByRole('button', { name: 'Previous' }));
    await expect(await page.findByRole('timer', { name: '40 minutes (step 2)' })).toBeVisible();
  },
};

/** A running timer cancelled from another step: no timer is left counting. */
export const CookTimerCancelled: Story = {
  render: CookTimerRunning.render,
  play: async (context) => {
    await CookTimerRunning.play?.(context);
    const page = within(context.canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Cancel the 40 minutes timer' }));
    await expect(page.queryByRole('timer')).not.toBeInTheDocument();
  },
};

const quickRecipe = {
  ...soup,
  steps: ['Let the dough rest for 2 seconds, then knead it.', 'Bake until golden.'],
};
/** A timer that is done rings: an alert the screen reader reads, and Stop. */
export const CookTimerRinging: Story = {
  render: () => (
    <Cook
      client={recipeClient({ getMemberRecipe: answer(quickRecipe) })}
      events={[{ type: 'timer.start', id: 'step1-1' }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent(
      'Time’s up: 2 seconds',
    );
  },
};

/** A rung timer stopped: the alert is gone and the step offers the timer again. */
export const CookTimerStopped: Story = {
  render: CookTimerRinging.render,
  play: async (context) => {
    await CookTimerRinging.play?.(context);
    const page = within(context.canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Stop' }));
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Start timer: 2 seconds' })).toBeVisible();
  },
};

/** Chosen on the recipe (×2): the checklist's amounts are for 8. */
export const CookScaled: Story = {
  render: () => <Cook client={recipeClient()} servings={8} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('For 8 servings')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '2 kg ripe tomatoes' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: '400 ml cream' })).toBeVisible();
  },
};

/** The browser refuses the wake lock: cook mode still works and says the screen may dim. */
export const CookScreenMayDim: Story = {
  render: () => <Cook client={recipeClient()} wakeLock={refusedLock} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The screen may dim')).toBeVisible();
  },
};
