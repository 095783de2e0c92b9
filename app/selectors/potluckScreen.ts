// /potluck/:id (issue 28): the potluck machine's snapshot as the PotluckScreen's props. Every word a member reads
// about the menu and the guests' intolerances comes from @potluck/domain's potluck words: a dish says what it
// contains or that it was not checked, never that it is safe.
import type { Potluck } from '@potluck/contract';
import {
  courseProgressWords,
  dayWords,
  dishDietWords,
  headcountWords,
  isIsoDate,
  mainFreeWords,
  momentWords,
  potluckAnswerWords,
  potluckCourseName,
  restrictionWords,
  servingsAgainstHeadcountWords,
} from '@potluck/domain';
import type { LinkComponent, PotluckScreenProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { PotluckEvent, potluckMachine } from '../../machines/potluck/potluckMachine.ts';
import type { threadMachine } from '../../machines/potluck/threadMachine.ts';
import {
  memberName as name,
  selectAgain,
  selectClaim,
  selectEdit,
  selectInvite,
  selectRemoval,
} from './potluckDialogs.ts';

type PotluckSnapshot = SnapshotFrom<typeof potluckMachine>;
type Send = (event: PotluckEvent) => void;

/** The page's child machines as they are now: its thread and the dialog open, if any. */
function childrenOf(snapshot: PotluckSnapshot) {
  const { thread, claim, hostForm, invitations, hostAgain } = snapshot.children;
  return {
    thread: thread?.getSnapshot(),
    claim: claim?.getSnapshot(),
    hostForm: hostForm?.getSnapshot(),
    invitations: invitations?.getSnapshot(),
    hostAgain: hostAgain?.getSnapshot(),
  };
}

/** "Sunday, 6 December 2026 at 13:00" (the day and time are the household's wall clock, not an instant). */
export function whenWords(day: string, time: string): string {
  const words = isIsoDate(day) ? dayWords(day, 'longDay') : day;
  return `${words} at ${time}`;
}

/** "Gluten: 2 guests (Priya Shah, you) · No main without gluten yet", to everyone without names. */
export function dietLines(potluck: Potluck, memberId: string) {
  return potluck.dietary.map((restriction) => ({
    words: restrictionWords(restriction.intolerance, restriction.guests),
    whose:
      restriction.whose.length > 0
        ? restriction.whose.map((m) => (m.id === memberId ? 'you' : name(m))).join(', ')
        : null,
    mains: mainFreeWords(restriction.intolerance, restriction.mainFreeOfIt),
  }));
}

export function selectPotluckScreen(
  snapshot: PotluckSnapshot,
  send: Send,
  { Link, origin }: { Link: LinkComponent; origin: string },
): Omit<PotluckScreenProps, 'shell'> {
  const { potluck, memberId } = snapshot.context;
  const status = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('gone') || !potluck
        ? 'gone'
        : 'ready';
  const none = {
    details: null,
    diet: null,
    menu: null,
    thread: null,
    claim: null,
    refusal: null,
    edit: null,
    invite: null,
    again: null,
    confirmCancel: null,
    confirmRemoval: null,
  };
  if (status !== 'ready' || !potluck)
    return { status, onReload: () => send({ type: 'potluck.reload' }), ...none };

  const planned = potluck.status === 'planned';
  const isHost = potluck.you.isHost;
  const children = childrenOf(snapshot);
  // Something on its way (a change, a claim, a form, a message): the page's buttons wait.
  const working = snapshot.hasTag('busy') || Object.values(children).some((child) => child?.hasTag('busy'));

  return {
    status,
    onReload: () => send({ type: 'potluck.reload' }),
    details: {
      title: potluck.title,
      when: whenWords(potluck.day, potluck.time),
      place: potluck.place,
      note: potluck.note,
      hostLine: isHost ? 'You host' : `Hosted by ${name(potluck.host)}`,
      headcount: headcountWords(potluck.headcount),
      guests: potluck.guests.map((guest) => ({
        id: guest.id,
        line: `${guest.id === memberId ? 'You' : name(guest)}${guest.isHost ? ' (host)' : ''} · ${potluckAnswerWords(guest.answer)}${
          guest.answer === 'going' && guest.people > 1 ? `, ${guest.people} people` : ''
        }`,
        onRemove:
          isHost && planned && !guest.isHost
            ? () => send({ type: 'guest.remove', memberId: guest.id })
            : null,
        removeLabel: `Remove ${name(guest)}`,
      })),
      notice: !planned
        ? 'This potluck was cancelled.'
        : potluck.claimsClosed
          ? 'The host closed claims: the menu is set.'
          : null,
      answer: planned
        ? {
            value: potluck.you.answer,
            people: snapshot.context.people ?? potluck.you.people,
            busy: snapshot.matches({ loaded: { work: 'answering' } }),
          }
        : null,
      onAnswer: ({ answer, people }) => send({ type: 'answer.change', answer, people }),
      onPeopleChange: ({ people }) => send({ type: 'people.change', people }),
      onPeopleDone: () => send({ type: 'people.commit' }),
      onLeave: planned && !isHost ? () => send({ type: 'leave.ask' }) : null,
      host:
        isHost && planned
          ? {
              claimsClosed: potluck.claimsClosed,
              joinLink: potluck.joinLink?.token ? `${origin}/potluck-link/${potluck.joinLink.token}` : null,
              busy: working,
              onEdit: () => send({ type: 'edit.open' }),
              onInvite: () => send({ type: 'invite.open' }),
              onToggleClaims: () => send({ type: 'claims.toggle' }),
              onToggleJoinLink: () => send({ type: 'joinLink.toggle' }),
              onCancel: () => send({ type: 'cancel.ask' }),
            }
          : null,
      onHostAgain: isHost ? () => send({ type: 'again.open' }) : null,
      onSaveCookbook: () => send({ type: 'cookbook.save' }),
    },
    diet: { restrictions: dietLines(potluck, memberId) },
    menu: {
      busy: working,
      Link,
      courses: potluck.courses
        .filter((menu) => menu.places > 0 || menu.dishes.length > 0)
        .map((menu) => ({
          course: menu.course,
          name: potluckCourseName[menu.course],
          progress: courseProgressWords(menu.course, menu.dishes.length, menu.places),
          onClaim:
            planned && !potluck.claimsClosed && menu.open > 0
              ? () => send({ type: 'claim.open', course: menu.course })
              : null,
          dishes: menu.dishes.map((dish) => {
            const mine = dish.cook.id === memberId;
            return {
              id: dish.id,
              title: dish.title,
              href: dish.recipeId ? `/recipe/${encodeURIComponent(dish.recipeId)}` : null,
              cook: mine ? 'You' : name(dish.cook),
              servings: servingsAgainstHeadcountWords(dish.servings, potluck.headcount),
              diet: dishDietWords(dish.contains),
              flagged: (dish.contains?.length ?? 0) > 0,
              mine:
                mine && planned
                  ? {
                      onUnclaim: () => send({ type: 'dish.unclaim', dishId: dish.id }),
                      servings: dish.servings,
                      onServingsChange: ({ servings }) =>
                        send({ type: 'dish.servings', dishId: dish.id, servings }),
                      onAddToShoppingList: dish.recipeId
                        ? () => send({ type: 'dish.addToShoppingList', dishId: dish.id })
                        : null,
                      cookHref: dish.recipeId
                        ? `/recipe/${encodeURIComponent(dish.recipeId)}/cook?servings=${dish.servings}`
                        : null,
                    }
                  : null,
            };
          }),
        })),
    },
    thread: selectThread(children.thread, { memberId, planned, send }),
    ...selectClaim(children.claim, { potluck, memberId, busy: working, send }),
    edit: selectEdit(children.hostForm, { now: snapshot.context.now(), send }),
    invite: selectInvite(children.invitations, { potluck, send }),
    again: selectAgain(children.hostAgain, send),
    confirmCancel: isHost
      ? {
          open: snapshot.matches({ loaded: { dialog: 'confirmingCancel' } }),
          onOpenChange: (open) => {
            if (!open) send({ type: 'cancel.dismiss' });
          },
          onConfirm: () => send({ type: 'cancel.confirm' }),
        }
      : null,
    confirmRemoval: selectRemoval(
      { potluck, removal: snapshot.context.removal, memberId },
      snapshot.matches({ loaded: { dialog: 'confirmingRemoval' } }),
      send,
    ),
  };
}

/** The thread (threadMachine, the page's child while it is loaded). */
function selectThread(
  thread: SnapshotFrom<typeof threadMachine> | undefined,
  { memberId, planned, send }: { memberId: string; planned: boolean; send: Send },
): PotluckScreenProps['thread'] {
  return {
    status: thread?.matches('loading') ? 'loading' : thread?.matches('failed') ? 'failed' : 'ready',
    messages: (thread?.context.messages ?? []).map((message) => ({
      id: message.id,
      author: message.author.id === memberId ? 'You' : name(message.author),
      text: message.text,
      when: momentWords(message.createdAt),
    })),
    draft: thread?.context.message ?? '',
    sending: thread?.matches('sending') ?? false,
    onDraftChange: planned ? ({ text }) => send({ type: 'message.change', text }) : null,
    onSend: () => send({ type: 'message.send' }),
  };
}
