// A story play function that clicks through a walkthrough: each step sends one event (the nth button whose name
// starts with `send`) and checks the state line afterwards (`expect`).
import { expect, userEvent, within } from 'storybook/test';

export type WalkStep = { send: string; nth?: number; expect: string };

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The screen under the chart may show a modal dialog (a confirmation, an alert), which hides the rest of the page
// from the accessibility tree and from the pointer, as it should for a member; the walker still presses the
// chart's own buttons and reads its state line, which comes before the screen's own status regions.
const walker = userEvent.setup({ pointerEventsCheck: 0 });

export function walkThrough(steps: WalkStep[]) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    for (const step of steps) {
      const button = canvas.getAllByRole('button', {
        name: new RegExp(`^${literally(step.send)}`),
        hidden: true,
      })[step.nth ?? 0];
      if (!button) throw new Error(`No button ${step.nth ?? 0} for ${step.send}`);
      await walker.click(button);
      // The viewer's state line is the first status on the page; the screen beside it may have its own
      // ('Loading recipes', 'Loading intolerances…'), and a dialog it opens may hide the viewer.
      const [stateLine] = canvas.getAllByRole('status', { hidden: true });
      await expect(stateLine).toHaveTextContent(step.expect);
    }
  };
}
