// A potluck's join link (issue 28, decision 026): what the link shows before joining (the title, the host's name
// and the day), then joining. A member joins and the potluck opens (`potluck.opened`); a visitor is offered sign up
// or log in, and the link is kept on the device so the app comes back to it once they are in. A link turned off
// (or never on) is `gone`.
import type { PotluckLinkPreview } from '@potluck/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { KeyValueStorage } from '../support/env.ts';
import { serverMessageOf } from '../support/errors.ts';
import { alertNotice, type Notice } from '../support/notices.ts';
import { potluckJoinAfterLoginKey } from '../support/storageKeys.ts';
import type { PotluckOpened } from './potluckMachine.ts';

export interface PotluckJoinClient {
  getPotluckLink(token: string): Promise<PotluckLinkPreview>;
  joinPotluckByLink(token: string): Promise<{ potluckId: string }>;
}

export type PotluckJoinInput = {
  client: PotluckJoinClient;
  token: string;
  /** Whether a member is logged in (a visitor signs up or logs in first). */
  member: boolean;
  /** Session storage: where a visitor's link waits for their login. */
  storage: KeyValueStorage;
};

export type PotluckJoinEvent = { type: 'join.send' };

type PotluckJoinContext = PotluckJoinInput & { preview: PotluckLinkPreview | null };

export const potluckJoinMachine = setup({
  types: {
    context: {} as PotluckJoinContext,
    events: {} as PotluckJoinEvent,
    input: {} as PotluckJoinInput,
    emitted: {} as Notice | PotluckOpened,
  },
  actors: {
    loadPreview: fromPromise<PotluckLinkPreview, { client: PotluckJoinClient; token: string }>(({ input }) =>
      input.client.getPotluckLink(input.token),
    ),
    join: fromPromise<{ potluckId: string }, { client: PotluckJoinClient; token: string }>(({ input }) =>
      input.client.joinPotluckByLink(input.token),
    ),
  },
  actions: {
    setPreview: assign({
      preview: ({ event }) => (event as unknown as { output: PotluckLinkPreview }).output,
    }),
    /** The visitor's way back here after signing up or logging in. */
    rememberLink: ({ context }) =>
      context.storage.setItem(potluckJoinAfterLoginKey, `/potluck-link/${encodeURIComponent(context.token)}`),
    forgetLink: ({ context }) => context.storage.removeItem(potluckJoinAfterLoginKey),
    tellOpened: emit(({ event }) => ({
      type: 'potluck.opened' as const,
      potluckId: (event as unknown as { output: { potluckId: string } }).output.potluckId,
    })),
    alertJoinFailed: emit(({ event }) =>
      alertNotice(serverMessageOf((event as { error?: unknown }).error) ?? 'You could not join. Try again.'),
    ),
  },
  guards: { isMember: ({ context }) => context.member },
}).createMachine({
  id: 'potluckJoin',
  context: ({ input }) => ({ ...input, preview: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        input: ({ context }) => context,
        onDone: [
          { guard: 'isMember', target: 'ready', actions: ['setPreview', 'forgetLink'] },
          { target: 'ready', actions: ['setPreview', 'rememberLink'] },
        ],
        onError: { target: 'gone', actions: 'forgetLink' },
      },
    },
    /** The link is off, or was never a link. */
    gone: {},
    ready: { on: { 'join.send': { guard: 'isMember', target: 'joining' } } },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'join',
        src: 'join',
        input: ({ context }) => context,
        onDone: { target: 'joined', actions: 'tellOpened' },
        onError: { target: 'ready', actions: 'alertJoinFailed' },
      },
    },
    joined: { type: 'final' },
  },
});
