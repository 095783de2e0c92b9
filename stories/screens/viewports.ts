// Every screen is reviewed at 375, 768 and 1280 px (issue #5): these build the three viewport stories of a
// screen story. The width is a story global, so the Storybook toolbar shows it and the test-runner renders and
// checks the story at that size (.storybook/test-runner.ts).
import type { ViewportName } from '../../.storybook/viewports.ts';

const widths: Record<ViewportName, number> = { phone: 375, tablet: 768, desktop: 1280 };

/** The story at one review width, named after the screen and the width. */
export function atViewport<S extends object>(story: S, screen: string, viewport: ViewportName): S {
  return {
    ...story,
    name: `${screen} · ${widths[viewport]} px`,
    globals: { viewport: { value: viewport, isRotated: false } },
  };
}
