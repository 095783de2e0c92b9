// Which axe rules a story is held to. These rules judge a whole document (one main landmark, one level-one
// heading, all content inside landmarks): a screen story is a whole page and must pass them (screenA11y); a
// component or primitive story shows a fragment, where they do not apply. The rules travel as the a11y addon's
// story parameters, so the Storybook UI's panel and the test-runner (.storybook/test-runner.ts) agree.
export type A11yRule = { id: string; enabled: boolean };

const documentRules = ['landmark-one-main', 'page-has-heading-one', 'region'];

export const fragmentA11yRules: A11yRule[] = documentRules.map((id) => ({ id, enabled: false }));

export const screenA11yRules: A11yRule[] = documentRules.map((id) => ({ id, enabled: true }));
