import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { type ViewportName, viewports } from './viewports.ts';

// Stories without a viewport of their own render at the desktop width.
const defaultSize = { width: 1280, height: 800 };

// Accessibility: after each story's play function, the a11y addon runs axe on the whole document (dialogs, menus
// and toasts are portalled to <body>) with the story's rules (.storybook/a11y.ts), and the test-runner fails the
// story on any violation, of any impact, because preview.ts sets `a11y.test: 'error'`. One axe pass per story:
// a second pass of our own only repeated it (and waited whenever the two overlapped).
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // Stories are checked as a reduced-motion user sees them: the tokens then set every transition and
    // entrance animation to 0 ms, so visibility assertions do not race a fade-in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const story = await getStoryContext(page, context);
    const name = (story.storyGlobals as { viewport?: { value?: ViewportName } } | undefined)?.viewport?.value;
    const size = name ? viewports[name].styles : undefined;
    await page.setViewportSize(
      size
        ? { width: Number.parseInt(size.width, 10), height: Number.parseInt(size.height, 10) }
        : defaultSize,
    );
  },
};

export default config;
