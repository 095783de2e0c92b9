// What every chart story shares: the render that keeps the walk in the story's `walk` arg (so the URL holds it and a
// link opens the same state), and the hidden `Screen` story that draws the member's screen in the frame beside it.
import type { StoryContext } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { ScreenOfWalk } from './chart/ScreenOfWalk.tsx';
import { StatechartViewer, type StatechartViewerProps } from './StatechartViewer.tsx';

/** The walk is a string to Storybook, so a link's `&args=walk:3-7-12` is let through (a typed arg only). */
export const walkArgTypes = { walk: { type: 'string' } } as const;

/** The story's render: the viewer, its walk in the args (and so in the URL), its screen from this file's Screen. */
export function walkableChart(args: StatechartViewerProps, context: StoryContext) {
  // biome-ignore lint/correctness/useHookAtTopLevel: Storybook's own hook, at the top of the story's render
  const [, updateArgs] = useArgs();
  const screenStoryId = `${context.id.split('--')[0]}--screen`;
  return (
    <StatechartViewer {...args} onWalkChange={(walk) => updateArgs({ walk })} screenStoryId={screenStoryId} />
  );
}

/**
 * The member's screen alone, for the frame beside the chart (ScreenFrame.tsx). Each file adds the tags
 * `['!dev', '!test']` in its own story object (Storybook reads tags from the file, not from an import): not in the
 * sidebar and not tested on its own, since its screens are tested as screen stories and here it shows whatever
 * state the chart sends.
 */
export const screenStory = {
  parameters: { a11y: { test: 'off' } },
  render: (args: StatechartViewerProps) =>
    args.screen ? (
      <ScreenOfWalk machine={args.machine} input={args.input} events={args.events} screen={args.screen} />
    ) : (
      <p>This machine has no screen of its own.</p>
    ),
};
