import type { sessionMachine } from '../../../machines/sessionMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { done, failed, id, noServer, said, unauthorized, type Walk } from './support.ts';

const ada = { token: 'cookie-session', username: 'ada', isAdmin: true, _id: id(9) };
const bob = { token: 'cookie-session', username: 'bob', isAdmin: false, _id: id(10) };

export const sessionWalk: Walk<typeof sessionMachine> = {
  input: { client: noServer, storage: memoryStorage({ token: 'remembered' }) },
  events: [
    said(
      'Ada’s remembered session is still valid',
      done('checkSession', { id: id(9), username: 'ada', isAdmin: false }),
    ),
    said('There is no remembered session', done('checkSession', null)),
    said('The server says the session has ended', unauthorized('checkSession')),
    said('Ada logs in', { type: 'login.submit', credentials: { username: 'ada', password: 'secret1' } }),
    said('The server lets Ada (an admin) in', done('logIn', ada)),
    said('The server refuses the password', done('logIn', { error: 'Invalid credentials' })),
    said('Bob signs up', {
      type: 'signup.submit',
      registration: { username: 'bob', password: 'secret1', fName: 'Bob', lName: 'B' },
    }),
    said('The server welcomes Bob', done('signUp', bob)),
    said('Signing up fails', failed('signUp')),
    said('Sam, a potluck’s guest, keeps it as an account', {
      type: 'account.kept',
      answer: { token: 'cookie-session', username: 'sam_b', isAdmin: false, _id: id(11) },
    }),
    said('Sam is this device’s member now', done('claimAccount', { ...bob, username: 'sam_b', _id: id(11) })),
    said('The member logs out', { type: 'session.logout' }),
    said('The server ends the session', done('logOut')),
    said('Settings saved US customary units', { type: 'member.unitsChosen', units: 'us' }),
    said('A call answers 401 (the session ended elsewhere)', { type: 'session.unauthorized' }),
  ],
};
