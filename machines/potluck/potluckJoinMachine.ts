// A potluck's join link (issue 28, decision 026; guests without an account, issue 39, decision 035): what the link
// shows before joining (an invitation card: the title, the host, the day, time and place), then joining. A member
// joins and the potluck opens (`potluck.opened`). A visitor answers with a name, how many people and their needs,
// and is that potluck's guest without an account (`guest.joined`, with their private link's secret, which the page
// shows once); or signs up or logs in, and the link is kept on the device so the app comes back to it once they are
// in. A browser that is already this potluck's guest goes straight to it. A link turned off (or never on) is
// `gone`; a cancelled potluck's link says so and takes no answer.
import type {
  JoinAsGuestBody,
  PotluckGuestJoined,
  PotluckGuestSession,
  PotluckLinkPreview,
} from '@potluck/contract';
import { type PotluckAnswer, potluckLimits } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { KeyValueStorage } from '../support/env.ts';
import { serverMessageOf, statusOf } from '../support/errors.ts';
import { alertNotice, type Notice } from '../support/notices.ts';
import { potluckJoinAfterLoginKey } from '../support/storageKeys.ts';
import type { PotluckOpened } from './potluckMachine.ts';

export interface PotluckJoinClient {
  getPotluckLink(token: string): Promise<PotluckLinkPreview>;
  joinPotluckByLink(token: string): Promise<{ potluckId: string }>;
  joinPotluckAsGuest(token: string, body: JoinAsGuestBody): Promise<PotluckGuestJoined>;
  /** Who this browser is signed in as, a guest without an account (null for anyone else). */
  getGuestSession(): Promise<PotluckGuestSession | null>;
}

export type PotluckJoinInput = {
  client: PotluckJoinClient;
  token: string;
  /** Whether a member is logged in (a visitor answers as a guest, or signs up or logs in first). */
  member: boolean;
  /** Session storage: where a visitor's link waits for their login. */
  storage: KeyValueStorage;
};

/** A visitor's answer as a guest, as typed. */
export type GuestDraft = { name: string; answer: PotluckAnswer; people: number; needs: string[] };

/** A visitor answered: they are the potluck's guest; the app opens it, showing their private link once. */
export type GuestJoined = { type: 'guest.joined'; potluckId: string; secret: string };

export type PotluckJoinEvent =
  | { type: 'join.send' }
  | { type: 'guest.change'; draft: Partial<GuestDraft> }
  | { type: 'guest.send' };

/** What the link's page knows once loaded: the card, who opens it, and whether this browser is already its guest. */
type Loaded = { preview: PotluckLinkPreview; member: boolean; guestOfIt: boolean };

type PotluckJoinContext = PotluckJoinInput & {
  preview: PotluckLinkPreview | null;
  guest: GuestDraft;
  /** Why the answer cannot go yet, shown once the visitor tried to send it (null: nothing). */
  nameError: string | null;
  /** Why the server refused the answer (null: it did not). */
  error: string | null;
};

const newGuest = (): GuestDraft => ({ name: '', answer: 'going', people: 1, needs: [] });

const nameProblem = (name: string) =>
  name.trim().length === 0
    ? 'Say your name, so the host knows who is coming.'
    : [...name.trim()].length > potluckLimits.guestNameLength
      ? `At most ${potluckLimits.guestNameLength} characters.`
      : null;

export const potluckJoinMachine = setup({
  types: {
    context: {} as PotluckJoinContext,
    events: {} as PotluckJoinEvent,
    input: {} as PotluckJoinInput,
    emitted: {} as Notice | PotluckOpened | GuestJoined,
  },
  actors: {
    /** The card, and for a visitor whether this browser is already that potluck's guest. */
    loadLink: fromPromise<Loaded, PotluckJoinInput>(async ({ input }) => {
      const [preview, session] = await Promise.all([
        input.client.getPotluckLink(input.token),
        input.member ? null : input.client.getGuestSession().catch(() => null),
      ]);
      return { preview, member: input.member, guestOfIt: session?.potluckId === preview.potluckId };
    }),
    join: fromPromise<{ potluckId: string }, PotluckJoinContext>(({ input }) =>
      input.client.joinPotluckByLink(input.token),
    ),
    answerAsGuest: fromPromise<PotluckGuestJoined, PotluckJoinContext>(({ input }) =>
      input.client.joinPotluckAsGuest(input.token, { ...input.guest, name: input.guest.name.trim() }),
    ),
  },
  actions: {
    setPreview: assign(({ event }) => {
      const { preview, member } = (event as unknown as { output: Loaded }).output;
      return { preview, member };
    }),
    /** The visitor's way back here after signing up or logging in. */
    rememberLink: ({ context }) =>
      context.storage.setItem(potluckJoinAfterLoginKey, `/potluck-link/${encodeURIComponent(context.token)}`),
    forgetLink: ({ context }) => context.storage.removeItem(potluckJoinAfterLoginKey),
    changeGuest: assign({
      guest: ({ context, event }) =>
        event.type === 'guest.change' ? { ...context.guest, ...event.draft } : context.guest,
      nameError: ({ context, event }) =>
        context.nameError !== null && event.type === 'guest.change'
          ? nameProblem(event.draft.name ?? context.guest.name)
          : context.nameError,
    }),
    showNameError: assign({ nameError: ({ context }) => nameProblem(context.guest.name) }),
    clearError: assign({ error: null }),
    setError: assign({
      error: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return (
          serverMessageOf(error) ??
          (statusOf(error) === 429
            ? 'Too many answers from this network just now. Try again in a few minutes.'
            : 'Your answer could not be sent. Try again.')
        );
      },
    }),
    tellOpened: emit(({ event }) => ({
      type: 'potluck.opened' as const,
      potluckId: (event as unknown as { output: { potluckId: string } }).output.potluckId,
    })),
    tellAlreadyGuest: emit(({ context }) => ({
      type: 'potluck.opened' as const,
      potluckId: context.preview?.potluckId ?? '',
    })),
    tellGuestJoined: emit(({ event }) => {
      const { potluckId, secret } = (event as unknown as { output: PotluckGuestJoined }).output;
      return { type: 'guest.joined' as const, potluckId, secret };
    }),
    alertJoinFailed: emit(({ event }) =>
      alertNotice(serverMessageOf((event as { error?: unknown }).error) ?? 'You could not join. Try again.'),
    ),
  },
  guards: {
    isMember: ({ context }) => context.member,
    isVisitor: ({ context }) => !context.member,
    isGuestOfIt: ({ event }) => (event as unknown as { output: Loaded }).output.guestOfIt,
    loadedForMember: ({ event }) => (event as unknown as { output: Loaded }).output.member,
    cannotAnswer: ({ context }) => context.member || context.preview?.status !== 'planned',
    guestReady: ({ context }) => nameProblem(context.guest.name) === null,
  },
}).createMachine({
  id: 'potluckJoin',
  context: ({ input }) => ({ ...input, preview: null, guest: newGuest(), nameError: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadLink',
        src: 'loadLink',
        input: ({ context }) => context,
        onDone: [
          {
            guard: 'isGuestOfIt',
            target: 'joined',
            actions: ['setPreview', 'forgetLink', 'tellAlreadyGuest'],
          },
          { guard: 'loadedForMember', target: 'ready', actions: ['setPreview', 'forgetLink'] },
          { target: 'ready', actions: ['setPreview', 'rememberLink'] },
        ],
        onError: { target: 'gone', actions: 'forgetLink' },
      },
    },
    /** The link is off, or was never a link. */
    gone: {},
    ready: {
      on: {
        'join.send': { guard: 'isMember', target: 'joining' },
        'guest.change': { guard: 'isVisitor', actions: 'changeGuest' },
        'guest.send': [
          // A member joins instead; a cancelled potluck takes no answer.
          { guard: 'cannotAnswer' },
          { guard: 'guestReady', target: 'answering' },
          { actions: 'showNameError' },
        ],
      },
    },
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
    /** A visitor's answer on its way: they become the potluck's guest without an account. */
    answering: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'answerAsGuest',
        src: 'answerAsGuest',
        input: ({ context }) => context,
        onDone: { target: 'joined', actions: ['forgetLink', 'tellGuestJoined'] },
        onError: { target: 'ready', actions: 'setError' },
      },
    },
    joined: { type: 'final' },
  },
});
