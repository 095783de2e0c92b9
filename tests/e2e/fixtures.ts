// Every journey runs under a guard: an uncaught error in any page (the page's 'pageerror', for all the pages of
// every browser context the test opens, second members included), a console error the test did not announce, or
// a native alert/confirm dialog (the app draws its alerts and confirmations itself, decision 007), fails the test. A crash that React survives (an effect throwing after login, say) shows nowhere else.
// Specs import `test` and `expect` from here instead of '@playwright/test'.
import { type BrowserContext, test as base, expect } from '@playwright/test';

export interface ConsoleErrors {
  /**
   * Lets console errors that match `pattern` through, for this test only. Call it where a test provokes one on
   * purpose and say why: the browser itself logs every failed request ('Failed to load resource: … 409') with
   * the request's address, which the pattern sees after the text.
   */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ browser, context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('weberror', (error) => {
          const where = error.page()?.url() ?? 'a page';
          problems.push(`uncaught error on ${where}: ${error.error().stack ?? error.error().message}`);
        });
        watched.on('dialog', (dialog) => {
          problems.push(
            `a native ${dialog.type()} on ${dialog.page()?.url() ?? 'a page'}: ${dialog.message()}`,
          );
          void dialog.dismiss();
        });
        watched.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = `${message.text()} ${message.location().url}`;
          if (allowed.some((pattern) => pattern.test(text))) return;
          problems.push(`console error on ${message.page()?.url() ?? 'a page'}: ${text}`);
        });
      };
      watch(context);
      // Second members get their own context (browser.newPage()).
      browser.on('context', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      browser.off('context', watch);
      expect(problems, 'uncaught page errors and unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
