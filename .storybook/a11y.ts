// Which axe rules a story is held to. These rules judge a whole document (one main landmark, one level-one
// heading, all content inside landmarks): a screen story is a whole page and must pass them (screenA11y); a
// component or primitive story shows a fragment, where they do not apply. The rules travel as the a11y addon's
// story parameters, so the Storybook UI's panel and the test-runner (.storybook/test-runner.ts) agree.
export type A11yRule = { id: string; enabled: boolean };

const documentRules = ['landmark-one-main', 'page-has-heading-one', 'region'];

export const fragmentA11yRules: A11yRule[] = documentRules.map((id) => ({ id, enabled: false }));

export const screenA11yRules: A11yRule[] = documentRules.map((id) => ({ id, enabled: true }));

/**
 * A screen story that rests with a Radix menu open. Radix hides the rest of the page from assistive technology
 * (aria-hidden) and keeps the keyboard inside the menu (its focus scope) while it is open, so the page's buttons are
 * hidden and out of reach together; axe cannot see the focus trap and counts them as focusable under aria-hidden
 * (`aria-hidden-focus`). And the menu is portalled to the end of the document, outside the landmarks, where a
 * popup opened from its button belongs (`region`; a dialog is exempt from that rule, a menu is not).
 */
export const openMenuA11yRules: A11yRule[] = screenA11yRules
  .map((rule) => (rule.id === 'region' ? { ...rule, enabled: false } : rule))
  .concat({ id: 'aria-hidden-focus', enabled: false });
