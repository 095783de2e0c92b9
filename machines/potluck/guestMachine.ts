// A guest without an account on this browser (issue 39, decision 035): who they are, from the session cookie, or
// signed in by their private link (/potluck-guest/<secret>). A guest sees their potluck and nothing else; the app
// draws it in the guest's frame. Anyone else is `notGuest`: the app sends them to log in, or, when they came by a
// private link (`secret`), says the link opens nothing any more (the host removed them or reset the join link, or
// they drew a new one).
import type { PotluckGuestSession } from '@potluck/contract';
import { assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../support/errors.ts';

export interface GuestClient {
  /** Null: nobody's guest on this browser. */
  getGuestSession(): Promise<PotluckGuestSession | null>;
  guestSignIn(secret: string): Promise<PotluckGuestSession>;
}

export type GuestInput = {
  client: GuestClient;
  /** The private link's secret when the guest came by it; null: the browser's session decides. */
  secret: string | null;
};

export type GuestEvent = { type: 'guest.retry' };

type GuestContext = GuestInput & { session: PotluckGuestSession | null };

const failureIn = (event: unknown) => (event as { error?: unknown }).error;
/** The server said who this is not (no guest session, or a link that opens nothing): not a failure to retry. */
const isRefusal = (error: unknown) => [401, 403, 404].includes(statusOf(error) ?? 0);

export const guestMachine = setup({
  types: {
    context: {} as GuestContext,
    events: {} as GuestEvent,
    input: {} as GuestInput,
  },
  actors: {
    whoAmI: fromPromise<PotluckGuestSession | null, GuestInput>(({ input }) =>
      input.secret ? input.client.guestSignIn(input.secret) : input.client.getGuestSession(),
    ),
  },
  actions: {
    setSession: assign({
      session: ({ event }) => (event as unknown as { output: PotluckGuestSession }).output,
      // Signed in: the link has done its work (a reload asks the session, not the link, again).
      secret: null,
    }),
  },
  guards: {
    wasRefused: ({ event }) => isRefusal(failureIn(event)),
    isSomeone: ({ event }) => (event as unknown as { output: PotluckGuestSession | null }).output !== null,
  },
}).createMachine({
  id: 'guest',
  context: ({ input }) => ({ ...input, session: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['loading'],
      invoke: {
        id: 'whoAmI',
        src: 'whoAmI',
        input: ({ context }) => context,
        onDone: [{ guard: 'isSomeone', target: 'guest', actions: 'setSession' }, { target: 'notGuest' }],
        onError: [{ guard: 'wasRefused', target: 'notGuest' }, { target: 'failed' }],
      },
    },
    /** Could not ask (offline, the server down): asked again on request. */
    failed: { tags: ['error'], on: { 'guest.retry': 'checking' } },
    /** Signed in as a guest: `session` says of which potluck. */
    guest: {},
    /** Nobody's guest on this browser, or the private link (`secret`, kept) opens nothing any more. */
    notGuest: {},
  },
});
