// A story play function that clicks through a walkthrough: each step sends one event (the nth button whose name
// starts with `send`) and checks the state line afterwards (`expect`).
import { expect, userEvent, within } from 'storybook/test';

export type WalkStep = { send: string; nth?: number; expect: string };

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function walkThrough(steps: WalkStep[]) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    for (const step of steps) {
      const button = canvas.getAllByRole('button', { name: new RegExp(`^${literally(step.send)}`) })[
        step.nth ?? 0
      ];
      if (!button) throw new Error(`No button ${step.nth ?? 0} for ${step.send}`);
      await userEvent.click(button);
      await expect(canvas.getByRole('status')).toHaveTextContent(step.expect);
    }
  };
}
