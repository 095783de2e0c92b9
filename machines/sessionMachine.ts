// Who is logged in (SPEC §4, ARCHITECTURE §6). The real credential is an httpOnly cookie; the token kept in
// local storage only tells the SPA to try. On start the session is checked once (skipped without a token);
// any 401 anywhere, sent here as `session.unauthorized`, ends in the logged-out state. The member (id, username,
// isAdmin) is known from that check or from the login or sign-up answer, and nowhere else: the app hands
// `member.id` to the machines that ask with it, so nothing asks the server who the member is again.
import { messages, type UnitSystem } from '@potluck/domain';
import { assign, fromPromise, setup } from 'xstate';
import type { KeyValueStorage } from './support/env.ts';
import { errorOf, isUnauthorized } from './support/errors.ts';
import type { Id, LoginAnswer, Registration } from './support/records.ts';
import { planKey, shoppingListKey } from './support/storageKeys.ts';

export const tokenKey = 'token';

/** `units`: the system the member chose to read amounts in; null until they choose (the browser's locale decides). */
export type Member = { id: Id; username: string; isAdmin: boolean; units: UnitSystem | null };
export type Credentials = { username: string; password: string };

export interface SessionClient {
  getOwnProfile(): Promise<{ _id: Id; username: string; isAdmin?: boolean; units?: UnitSystem | null }>;
  login(credentials: Credentials): Promise<LoginAnswer>;
  register(registration: Registration): Promise<LoginAnswer>;
  logout(): Promise<unknown>;
}

export type SessionInput = {
  client: SessionClient;
  storage: KeyValueStorage;
  /** Deletes what was kept of members for offline use (the client's answers, the worker's images, Web Storage). */
  forgetOfflineCopies?: () => Promise<void>;
  /**
   * Tells the client whose answers it keeps from now on (null: nobody's): the member's on entering the logged-in
   * state, nobody's on leaving it, before any copies are forgotten (decision 032).
   */
  keepCopiesFor?: (memberId: Id | null) => void;
};

/**
 * Local storage: the member whose copies this device keeps (issue 26), `{id, username, isAdmin}`. It is also who
 * the app opens as when the session check cannot reach the server while the session is kept: offline, a member
 * is still themself, never the visitor.
 */
export const deviceMemberKey = 'potluck:deviceMember';

function deviceMember(storage: KeyValueStorage): Member | null {
  try {
    const member = JSON.parse(storage.getItem(deviceMemberKey) ?? 'null') as Member | null;
    return member && typeof member.id === 'string' && typeof member.username === 'string'
      ? {
          id: member.id,
          username: member.username,
          isAdmin: member.isAdmin === true,
          units: member.units === 'metric' || member.units === 'us' ? member.units : null,
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * The device now keeps copies for this member: if another member's copies are on it (their session ended without
 * Logout: it expired, their password was changed elsewhere, they were deleted), they are deleted first, before
 * the new member's first page asks anything, so nothing of theirs can be served to the new one offline or on a
 * slow network.
 */
async function claimDevice(input: SessionInput, member: Member): Promise<void> {
  const previous = deviceMember(input.storage);
  if (previous?.id !== member.id) {
    await input.forgetOfflineCopies?.().catch(() => undefined);
    if (previous) {
      input.storage.removeItem(shoppingListKey(previous.id));
      input.storage.removeItem(planKey(previous.id));
    }
  }
  input.storage.setItem(deviceMemberKey, JSON.stringify(member));
}

async function claimedBy(input: SessionInput, answer: LoginAnswer): Promise<LoginAnswer> {
  const member = memberFrom(answer);
  if (member) await claimDevice(input, member);
  return answer;
}

export type SessionEvent =
  | { type: 'login.submit'; credentials: Credentials }
  | { type: 'signup.submit'; registration: Registration }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  /**
   * A guest without an account kept their place as an account (issue 39): the server's answer, like sign-up's;
   * the session goes on as that member's.
   */
  | { type: 'account.kept'; answer: LoginAnswer }
  /** Settings saved the member's units: every page shows amounts in them from now on. */
  | { type: 'member.unitsChosen'; units: UnitSystem };

type SessionContext = SessionInput & { member: Member | null; error: string | null };

/** A login answer counts only with a token and no error (SPEC §8). */
const memberFrom = (answer: LoginAnswer): Member | null =>
  answer.token && !answer.error && answer.username && answer._id
    ? {
        id: answer._id,
        username: answer.username,
        isAdmin: answer.isAdmin === true,
        units: answer.units ?? null,
      }
    : null;

const answerOf = ({ event }: { event: { output: LoginAnswer } }) => event.output;

/** The server accepted the login or the sign-up: the member is in, remembered from its answer, token stored. */
const loggedInBy = {
  guard: { type: 'isAccepted', params: answerOf },
  target: '#session.loggedIn',
  actions: [
    { type: 'rememberMember', params: answerOf },
    { type: 'storeToken', params: answerOf },
  ],
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    checkSession: fromPromise<Member | null, { session: SessionInput }>(async ({ input }) => {
      const profile = await input.session.client.getOwnProfile();
      const member = {
        id: profile._id,
        username: profile.username,
        isAdmin: profile.isAdmin === true,
        units: profile.units ?? null,
      };
      await claimDevice(input.session, member);
      return member;
    }),
    logIn: fromPromise<LoginAnswer, { session: SessionInput; credentials: Credentials }>(async ({ input }) =>
      claimedBy(input.session, await input.session.client.login(input.credentials)),
    ),
    signUp: fromPromise<LoginAnswer, { session: SessionInput; registration: Registration }>(
      async ({ input }) => claimedBy(input.session, await input.session.client.register(input.registration)),
    ),
    /** A guest's kept account is this device's member now (their answer came from the potluck page). */
    claimAccount: fromPromise<LoginAnswer, { session: SessionInput; answer: LoginAnswer }>(
      async ({ input }) => claimedBy(input.session, input.answer),
    ),
    logOut: fromPromise<unknown, { client: SessionClient }>(({ input }) => input.client.logout()),
  },
  actions: {
    setMember: assign({ member: (_, member: Member | null) => member }),
    rememberMember: assign({
      member: (_, answer: LoginAnswer) => memberFrom(answer),
      error: null,
    }),
    storeToken: ({ context }, answer: LoginAnswer) => context.storage.setItem(tokenKey, answer.token ?? ''),
    forget: assign({ member: null }),
    chooseUnits: assign({
      member: ({ context, event }) =>
        context.member && event.type === 'member.unitsChosen'
          ? { ...context.member, units: event.units }
          : context.member,
    }),
    dropToken: ({ context }) => context.storage.removeItem(tokenKey),
    /**
     * Logging out leaves nothing of the member on a shared device: the shopping list, the meal plan and the pages
     * kept for offline use go.
     * (A session that merely expired keeps it, so changes made offline are sent after the next login.)
     */
    forgetDevice: ({ context }) => {
      if (context.member) {
        context.storage.removeItem(shoppingListKey(context.member.id));
        context.storage.removeItem(planKey(context.member.id));
      }
      context.storage.removeItem(deviceMemberKey);
      void context.forgetOfflineCopies?.().catch(() => undefined);
    },
    /**
     * A session that ended without Logout (a 401: expired, revoked by a password change elsewhere, the member
     * deleted): the pages and answers kept for offline use go, so a slow or absent network never serves them to
     * whoever uses the device next. The shopping list's queue stays under the member's own key, so changes made
     * offline are sent after the same member's next login (another member's login deletes it).
     */
    forgetOfflineCopies: ({ context }) => void context.forgetOfflineCopies?.().catch(() => undefined),
    rememberDeviceMember: assign({ member: ({ context }) => deviceMember(context.storage) }),
    keepMemberCopies: ({ context }) => context.keepCopiesFor?.(context.member?.id ?? null),
    keepNoCopies: ({ context }) => context.keepCopiesFor?.(null),
    showLoginError: assign({ error: messages.invalidCredentials }),
    clearError: assign({ error: null }),
  },
  guards: {
    isMember: (_, member: Member | null) => member !== null,
    isAccepted: (_, answer: LoginAnswer) => memberFrom(answer) !== null,
    isUnauthorized: (_, error: unknown) => isUnauthorized(error),
    hasNoToken: ({ context }) => !context.storage.getItem(tokenKey),
    hasDeviceMember: ({ context }) => deviceMember(context.storage) !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, member: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['loading'],
      // Nobody has logged in on this device: logged out from the very first snapshot, so a visitor's first
      // render is their page (the one the server sent prerendered), never the splash.
      always: { guard: 'hasNoToken', target: 'loggedOut' },
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: ({ context }) => ({ session: context }),
        onDone: [
          {
            guard: { type: 'isMember', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: { type: 'setMember', params: ({ event }) => event.output },
          },
          { target: 'loggedOut' },
        ],
        onError: [
          {
            guard: { type: 'isUnauthorized', params: errorOf },
            target: 'loggedOut',
            actions: ['dropToken', 'forgetOfflineCopies'],
          },
          // The server could not be asked (offline, 5xx) while the session is kept: the member this device keeps
          // copies for goes on as themself (their pages read what was kept); any 401 later logs them out.
          { guard: 'hasDeviceMember', target: 'loggedIn', actions: 'rememberDeviceMember' },
          // Nobody's copies: stay out, but keep the token so a reload tries again.
          { target: 'loggedOut' },
        ],
      },
    },
    loggedOut: {
      initial: 'idle',
      states: {
        idle: {},
        loggingIn: {
          tags: ['busy'],
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context, event }) => ({
              session: context,
              credentials: event.type === 'login.submit' ? event.credentials : { username: '', password: '' },
            }),
            onDone: [loggedInBy, { target: 'loginFailed', actions: 'showLoginError' }],
            onError: { target: 'loginFailed', actions: 'showLoginError' },
          },
        },
        loginFailed: { tags: ['error'] },
        signingUp: {
          tags: ['busy'],
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ context, event }) => ({
              session: context,
              registration:
                event.type === 'signup.submit'
                  ? event.registration
                  : { username: '', password: '', fName: '', lName: '' },
            }),
            onDone: [
              loggedInBy,
              // SPEC §5: a sign-up error is only logged and the form keeps what was typed.
              { target: 'idle' },
            ],
            onError: { target: 'idle' },
          },
        },
        claimingAccount: {
          tags: ['busy'],
          invoke: {
            id: 'claimAccount',
            src: 'claimAccount',
            input: ({ context, event }) => ({
              session: context,
              answer: event.type === 'account.kept' ? event.answer : {},
            }),
            onDone: [loggedInBy, { target: 'idle' }],
            onError: { target: 'idle' },
          },
        },
      },
      on: {
        'account.kept': { target: '.claimingAccount', actions: 'clearError' },
        'login.submit': { target: '.loggingIn', actions: 'clearError' },
        'signup.submit': { target: '.signingUp', actions: 'clearError' },
      },
    },
    loggedIn: {
      entry: 'keepMemberCopies',
      exit: 'keepNoCopies',
      initial: 'active',
      states: {
        active: {
          on: { 'session.logout': 'loggingOut' },
        },
        loggingOut: {
          tags: ['busy'],
          invoke: {
            id: 'logOut',
            src: 'logOut',
            input: ({ context }) => ({ client: context.client }),
            // Logging out locally must not depend on the server answering.
            onDone: { target: '#session.loggedOut', actions: ['dropToken', 'forgetDevice', 'forget'] },
            onError: { target: '#session.loggedOut', actions: ['dropToken', 'forgetDevice', 'forget'] },
          },
        },
      },
      on: {
        'session.unauthorized': {
          target: 'loggedOut',
          actions: ['dropToken', 'forgetOfflineCopies', 'forget'],
        },
        'member.unitsChosen': { actions: 'chooseUnits' },
      },
    },
  },
});
