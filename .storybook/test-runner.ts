import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { A11yRule } from './a11y.ts';
import { type ViewportName, viewports } from './viewports.ts';

// Stories without a viewport of their own render at the desktop width.
const defaultSize = { width: 1280, height: 800 };

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
    await injectAxe(page);
  },
  // After each story's play function has run, axe checks the rendered page: any violation, of any impact, fails
  // the story. The whole document is checked, not only #storybook-root: dialogs, menus and toasts are portalled
  // to <body>. The rules switched on or off are the story's a11y parameters (.storybook/a11y.ts).
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const rules = ((story.parameters.a11y as { config?: { rules?: A11yRule[] } } | undefined)?.config
      ?.rules ?? []) as A11yRule[];
    const check = () =>
      checkA11y(page, undefined, {
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: { rules: Object.fromEntries(rules.map((rule) => [rule.id, { enabled: rule.enabled }])) },
      });
    // The a11y addon runs its own axe pass for the Storybook UI's panel after each story, on the same global
    // axe; a run started meanwhile fails with "Axe is already running" and is simply started again.
    for (let attempt = 1; ; attempt++) {
      try {
        await check();
        return;
      } catch (error) {
        if (attempt === 20 || !String(error).includes('Axe is already running')) throw error;
        await page.waitForTimeout(100);
      }
    }
  },
};

export default config;
