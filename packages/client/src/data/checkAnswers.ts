// The checks of answers against the contract, loaded when first needed: zod and the schemas stay out of the
// page's first download, and a page that keeps nothing and checks nothing never loads them.
import type { CheckKept } from './keptCopies.ts';
import type { AnswerName } from './answers.ts';

let answers: Promise<typeof import('./answers.ts')> | undefined;
const load = () => {
  answers ??= import('./answers.ts');
  return answers;
};

/** Every answer checked as it arrives (development and tests): a mismatch fails the call loudly. */
export async function checkEveryAnswer(name: AnswerName, payload: unknown): Promise<unknown> {
  return (await load()).checkAnswer(name, payload);
}

/** The check of a kept answer, by its key; null for a key whose answers are never kept. */
export const checkKept: CheckKept = async (key) => {
  const { checkAnswer, keptAnswerName } = await load();
  const name = keptAnswerName(key);
  return name ? (answer) => checkAnswer(name, answer) : null;
};
