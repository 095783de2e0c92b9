import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

// After each story's play function has run, axe checks the rendered page. Serious and critical violations
// fail the story; minor ones are reported by the a11y addon in the Storybook UI instead.
const config: TestRunnerConfig = {
  async preVisit(page) {
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
