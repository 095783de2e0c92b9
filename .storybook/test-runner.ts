import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

// After each story's play function has run, axe checks the rendered page. Serious and critical violations
// fail the story; minor ones are reported by the a11y addon in the Storybook UI instead.
const config: TestRunnerConfig = {
  async preVisit(page) {
    // Stories are checked as a reduced-motion user sees them: the tokens then set every transition and
    // entrance animation to 0 ms, so visibility assertions do not race a fade-in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page) {
    // The whole document, not only #storybook-root: dialogs, menus and toasts are portalled to <body>.
    await checkA11y(page, undefined, {
      includedImpacts: ['serious', 'critical'],
      verbose: false,
      detailedReport: true,
      detailedReportOptions: { html: true },
    });
  },
};

export default config;
