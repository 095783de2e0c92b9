// A story play function that walks the chart: each step presses the arrow (or the panel's button) whose name
// starts with `send`, then checks the state line and the lit state (`expect`) and, when given, the words the
// member's screen beside the chart shows (`screen`).
import { expect, userEvent, waitFor, within } from 'storybook/test';

export type WalkStep = { send: string; nth?: number; expect: string; screen?: string | RegExp };

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The member's screen beside the chart, once it shows the walk's current state (two frames deep). */
export async function screenBeside(canvasElement: HTMLElement) {
  const frame = await waitFor(
    () => {
      const outer = canvasElement.querySelector<HTMLIFrameElement>('iframe[data-shown]');
      const inner = outer?.contentDocument?.querySelector('iframe')?.contentDocument?.body;
      if (!inner) throw new Error('The screen beside the chart has not shown this state yet');
      return inner;
    },
    { timeout: 15000 },
  );
  return within(frame);
}

export function walkThrough(steps: WalkStep[]) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    for (const step of steps) {
      const name = new RegExp(`^${literally(step.send)}`);
      // The chart is laid out asynchronously, and again when the walk opens a folded state.
      const button = (await canvas.findAllByRole('button', { name }))[step.nth ?? 0];
      if (!button) throw new Error(`No button ${step.nth ?? 0} for ${step.send}`);
      await userEvent.click(button);
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(step.expect));
      await waitFor(() =>
        expect(
          canvasElement.querySelector(`.sc-state[data-lit][data-state$="${step.expect}"]`),
        ).not.toBeNull(),
      );
      if (step.screen) {
        const screen = await screenBeside(canvasElement);
        const [shown] = await screen.findAllByText(step.screen);
        await expect(shown).toBeVisible();
      }
    }
  };
}
