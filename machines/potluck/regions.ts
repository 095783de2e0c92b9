// The regions of a loaded potluck page, side by side: whether what is shown is the server's latest, the one-press
// changes (one at a time) and the page's one dialog at a time. The calls' states come from calls.ts; a dialog
// with more than a question is a child machine, which hears the dialog's events and ends it.
import { callStates, callsOn } from './calls.ts';
import type { PotluckContext, PotluckEvent } from './events.ts';
import { potluckSetup } from './setup.ts';

/** Reading the potluck, the first time or again: one gone (or no longer the member's) ends the page. */
export const readPotluck = (target: string, failedTarget: string) =>
  ({
    src: 'loadPotluck',
    input: ({ context }) => context,
    onDone: { target, actions: 'setPotluck' },
    onError: [{ guard: 'isGone', target: '#potluck.gone' }, { target: failedTarget }],
  }) satisfies Parameters<typeof potluckSetup.createStateConfig>[0]['invoke'];

/** Whether what is shown is the server's latest: a live change, or a refused claim, reads it again. */
export const freshness = potluckSetup.createStateConfig({
  initial: 'fresh',
  states: {
    fresh: { on: { 'potluck.changed': 'refreshing' } },
    refreshing: {
      on: { 'potluck.changed': { target: 'refreshing', reenter: true } },
      invoke: { id: 'refreshPotluck', ...readPotluck('fresh', 'fresh') },
    },
  },
});

const workCalls = [
  'answer.change',
  'dish.unclaim',
  'dish.servings',
  'claims.toggle',
  'joinLink.toggle',
  'joinLink.renew',
  'needs.change',
  'guestLink.renew',
  'link.copy',
  'link.share',
  'dish.addToShoppingList',
] as const;

/** One-press changes, one at a time: the answer, giving up a dish, the host's switches, what a cook keeps. */
export const work = potluckSetup.createStateConfig({
  // A guest put their private link away (shown once): it is shown no more; they can draw a new one.
  on: { 'guestLink.dismiss': { actions: 'dropGuestSecret' } },
  initial: 'idle',
  states: {
    idle: {
      // People typed while another change was on its way go as soon as it is done: the last is never lost.
      always: { guard: 'peopleDue', actions: ['answerWithPeople', 'dropPeople'] },
      on: callsOn(workCalls),
    },
    ...callStates(workCalls, 'idle'),
  },
});

/** A state of the chart made by a function: its states and transitions are checked where it is made. */
type ChartState = Record<never, never>;
type Dialog = 'claim' | 'hostForm' | 'invitations' | 'hostAgain';
type Page = { context: PotluckContext; event: PotluckEvent; self: { send(event: PotluckEvent): void } };

/** A dialog of its own machine: the page passes it the events named, and when it ends, does `then` with its answer. */
const dialogOf = (child: Dialog, events: string[], input: (page: Page) => unknown, then: string) =>
  ({
    on: Object.fromEntries(
      events.map((event) => [event, { actions: { type: 'forward', params: { to: child } } }]),
    ),
    invoke: { id: child, src: child, input, onDone: { target: 'none', actions: then } },
  }) as ChartState;

const claimInput = ({ context, event, self }: Page) => ({
  client: context.client,
  potluck: context.potluck,
  course: event.type === 'claim.open' ? event.course : 'main',
  ownRecipes: context.potluck?.you.guest === false,
  menuChanged: () => self.send({ type: 'potluck.changed' }),
});
const hostFormInput = ({ context }: Page) => ({
  client: context.client,
  now: context.now,
  potluck: context.potluck,
});
const invitationsInput = ({ context }: Page) => ({
  client: context.client,
  potluck: context.potluck,
  memberId: context.memberId,
});

/** The page's one dialog at a time: claim a dish, the host's form, cancel, invite, host again, remove a guest. */
export const dialog = potluckSetup.createStateConfig({
  initial: 'none',
  states: {
    none: {
      on: {
        'claim.open': { guard: 'canClaim', target: 'claim' },
        'edit.open': { guard: 'isHost', target: 'editing' },
        'cancel.ask': { guard: 'isHost', target: 'confirmingCancel' },
        'invite.open': { guard: 'isHost', target: 'inviting' },
        'again.open': 'again',
        'guest.remove': { guard: 'canRemoveGuest', target: 'confirmingRemoval', actions: 'setRemoval' },
        'leave.ask': { guard: 'canLeave', target: 'confirmingRemoval', actions: 'setRemoval' },
        'cookbook.ask': { guard: 'isMember', target: 'namingCookbook', actions: 'offerCookbookTitle' },
        'account.open': { guard: 'isGuest', target: 'keepingAccount' },
      },
    },
    /** "Save the menu as a cookbook": its name first, the potluck's title fitted to a cookbook's offered. */
    namingCookbook: {
      on: {
        'cookbook.title': { actions: 'setCookbookTitle' },
        'cookbook.save': { guard: 'hasCookbookTitle', target: 'savingCookbook' },
        'cookbook.dismiss': 'none',
      },
    },
    /** "Keep this as an account" (a guest without an account): a username and a password, then the app's session. */
    keepingAccount: {
      initial: 'editing',
      on: { 'account.change': { actions: 'changeAccount' } },
      states: {
        editing: {
          on: {
            'account.submit': { guard: 'accountReady', target: 'saving' },
            'account.dismiss': '#potluck.loaded.dialog.none',
          },
        },
        saving: {
          tags: ['busy'],
          entry: 'clearAccountError',
          invoke: {
            id: 'keepAccount',
            src: 'keepAccount',
            input: ({ context }) => context,
            onDone: { target: 'kept', actions: 'tellAccountKept' },
            onError: { target: 'editing', actions: 'setAccountError' },
          },
        },
        /** The app's session is now the member's: the app opens the potluck as theirs. */
        kept: { type: 'final' },
      },
    },
    /** "Remove Kenji? Their dishes go with them." or "Leave this potluck?": asked first. */
    confirmingRemoval: { on: { ...callsOn(['removal.confirm']), 'removal.dismiss': 'none' } },
    /** "Cancel the potluck? Everyone invited is told." */
    confirmingCancel: { on: { ...callsOn(['cancel.confirm']), 'cancel.dismiss': 'none' } },
    ...callStates(['removal.confirm', 'cancel.confirm', 'cookbook.save'], 'none'),
    /** Claim a place (claimMachine): search, the duplicate warning, the refusals. */
    claim: dialogOf('claim', ['claim.*', 'duplicate.*', 'refusal.*'], claimInput, 'showAnswer'),
    /** The host's form (hostFormMachine), filled with the potluck as it is. */
    editing: dialogOf('hostForm', ['form.*'], hostFormInput, 'showAnswer'),
    /** Invite friends (invitationsMachine). */
    inviting: dialogOf('invitations', ['invite.*'], invitationsInput, 'showAnswer'),
    /** Host again (hostAgainMachine): the new potluck opens. */
    again: dialogOf('hostAgain', ['again.*'], invitationsInput, 'openAnswer'),
  },
});
