import type { sessionMachine } from '../../../machines/sessionMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { done, failed, noServer, unauthorized, type Walk } from './support.ts';

export const sessionWalk: Walk<typeof sessionMachine> = {
  input: { client: noServer, storage: memoryStorage({ token: 'remembered' }) },
  events: [
    done('checkSession', { username: 'ada', isAdmin: false }),
    done('checkSession', null),
    unauthorized('checkSession'),
    { type: 'login.submit', credentials: { username: 'ada', password: 'secret1' } },
    done('logIn', { token: 't', username: 'ada', isAdmin: true }),
    done('logIn', { error: 'Invalid credentials' }),
    {
      type: 'signup.submit',
      registration: { username: 'bob', password: 'secret1', fName: 'Bob', lName: 'B' },
    },
    done('signUp', { token: 't', username: 'bob', isAdmin: false }),
    failed('signUp'),
    { type: 'session.logout' },
    done('logOut'),
    { type: 'session.unauthorized' },
  ],
};
