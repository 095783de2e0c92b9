import { memoryStorage } from '../../machines/index.ts';
import { answer, never } from './answers.ts';

/** A visitor's session machine input: no token stored, so nobody is checked; logging in answers as the story says. */
export const visitorSession = (login: (...args: unknown[]) => Promise<unknown>) => ({
  client: {
    getProfile: never,
    login,
    register: never,
    logout: answer({}),
  } as never,
  storage: memoryStorage(),
});
