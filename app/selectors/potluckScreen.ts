// /potluck/:id (issues 28 and 39): the potluck machine's snapshot as the PotluckScreen's props, for a member and
// for a guest without an account. Every word a member reads about the menu and the guests' needs comes from
// @potluck/domain's potluck words: a dish says what it contains or that it was not checked, never that it is safe;
// a guest reads what the menu still needs, never who needs it nor how many (health data).
import type { Potluck } from '@potluck/contract';
import {
  bringCourseWords,
  courseProgressWords,
  dayDistanceWords,
  dayWords,
  dishDietWords,
  headcountWords,
  isIsoDate,
  localToday,
  mainFreeWords,
  momentWords,
  potluckAnswerWords,
  potluckCourseName,
  restrictionWords,
  servingsAgainstHeadcountWords,
} from '@potluck/domain';
import type { GuestShellProps, LinkComponent, PotluckScreenProps } from '@potluck/ui';
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

/**
 * For the host "Gluten: 2 guests" with whose they are; for a guest "Gluten" and only "you" when it is theirs: the
 * server sends no count and no other names to a guest.
 */
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

/** "Going, 2 people", "Maybe", "Not answered yet". */
const answerLine = (guest: Potluck['guests'][number]) =>
  `${potluckAnswerWords(guest.answer)}${guest.answer === 'going' && guest.people > 1 ? `, ${guest.people} people` : ''}`;

/** A guest without an account's frame: their name and "Keep this as an account". */
export function selectGuestFrame(
  snapshot: PotluckSnapshot,
  send: Send,
  name: string,
): Pick<GuestShellProps, 'name' | 'onKeepAccount'> {
  const loaded = snapshot.matches('loaded') && snapshot.context.potluck?.you.guest === true;
  return { name, onKeepAccount: loaded ? () => send({ type: 'account.open' }) : null };
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

  const guestWithoutAccount = potluck.you.guest;
  const canClaim = planned && !potluck.claimsClosed;
  const joinLink = potluck.joinLink?.token ? `${origin}/potluck-link/${potluck.joinLink.token}` : null;
  const { guestSecret } = snapshot.context;
  const today = localToday(new Date(snapshot.context.now()));

  return {
    status,
    onReload: () => send({ type: 'potluck.reload' }),
    details: {
      title: potluck.title,
      when: whenWords(potluck.day, potluck.time),
      relativeWhen: planned && isIsoDate(potluck.day) ? dayDistanceWords(potluck.day, today) || null : null,
      place: potluck.place,
      note: potluck.note,
      hostLine: isHost ? 'You host' : `Hosted by ${name(potluck.host)}`,
      hostName: name(potluck.host),
      headcount: headcountWords(potluck.headcount),
      cancelled: !planned,
      calendarUrl: planned ? `${origin}/api/potlucks/${encodeURIComponent(potluck.id)}/calendar.ics` : null,
      guests: potluck.guests.map((guest) => ({
        id: guest.id,
        name: guest.id === memberId ? 'You' : name(guest),
        answer: answerLine(guest),
        host: guest.isHost,
        guest: guest.guest,
        // A guest without an account has no profile, and in a guest's frame no profile opens.
        href:
          guest.guest || guest.id === memberId || guestWithoutAccount
            ? null
            : `/profile/${encodeURIComponent(guest.id)}`,
        onRemove:
          isHost && planned && !guest.isHost
            ? () => send({ type: 'guest.remove', memberId: guest.id })
            : null,
        removeLabel: `Remove ${name(guest)}`,
      })),
      notice: planned && potluck.claimsClosed ? 'The host closed claims: the menu is set.' : null,
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
      bringing: planned
        ? {
            dishes: potluck.courses.flatMap((menu) =>
              menu.dishes
                .filter((dish) => dish.cook.id === memberId)
                .map((dish) => ({ id: dish.id, title: dish.title, course: potluckCourseName[menu.course] })),
            ),
            open: canClaim
              ? potluck.courses
                  .filter((menu) => menu.open > 0)
                  .map((menu) => ({
                    course: potluckCourseName[menu.course],
                    label: bringCourseWords(menu.course),
                    onClaim: () => send({ type: 'claim.open', course: menu.course }),
                  }))
              : [],
          }
        : null,
      onLeave: planned && !isHost ? () => send({ type: 'leave.ask' }) : null,
      host:
        isHost && planned
          ? {
              claimsClosed: potluck.claimsClosed,
              joinLink,
              busy: working,
              onEdit: () => send({ type: 'edit.open' }),
              onInvite: () => send({ type: 'invite.open' }),
              onToggleClaims: () => send({ type: 'claims.toggle' }),
              onToggleJoinLink: () => send({ type: 'joinLink.toggle' }),
              onCancel: () => send({ type: 'cancel.ask' }),
              onCopyJoinLink: () => joinLink && send({ type: 'link.copy', url: joinLink }),
              onShareJoinLink:
                joinLink && snapshot.context.shareLink
                  ? () => send({ type: 'link.share', url: joinLink })
                  : null,
              onRenewJoinLink: joinLink ? () => send({ type: 'joinLink.renew' }) : null,
            }
          : null,
      onHostAgain: isHost ? () => send({ type: 'again.open' }) : null,
      onSaveCookbook: guestWithoutAccount ? null : () => send({ type: 'cookbook.ask' }),
      Link,
    },
    diet: {
      restrictions: dietLines(potluck, memberId),
      audience: isHost ? 'host' : 'guest',
      yours: guestWithoutAccount
        ? {
            kind: 'guest',
            needs: potluck.you.needs,
            busy: snapshot.matches({ loaded: { work: 'answeringNeeds' } }),
            onChange: ({ needs }) => send({ type: 'needs.change', needs }),
          }
        : { kind: 'member', needs: potluck.you.needs, settingsHref: '/settings' },
      Link,
    },
    guestLink: guestWithoutAccount
      ? {
          url: guestSecret ? `${origin}/potluck-guest/${guestSecret}` : null,
          onCopy: () =>
            guestSecret && send({ type: 'link.copy', url: `${origin}/potluck-guest/${guestSecret}` }),
          onShare:
            guestSecret && snapshot.context.shareLink
              ? () => send({ type: 'link.share', url: `${origin}/potluck-guest/${guestSecret}` })
              : null,
          onDismiss: () => send({ type: 'guestLink.dismiss' }),
          onRenew: () => send({ type: 'guestLink.renew' }),
          renewing: snapshot.matches({ loaded: { work: 'renewingGuestLink' } }),
        }
      : null,
    menu: {
      busy: working,
      Link,
      closed: planned ? null : 'Claims are closed: the potluck was cancelled.',
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
              // A guest without an account opens nothing of the site but the potluck.
              href:
                dish.recipeId && !guestWithoutAccount ? `/recipe/${encodeURIComponent(dish.recipeId)}` : null,
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
                      // A guest without an account has no shopping list, and cook mode is a member's page.
                      onAddToShoppingList:
                        dish.recipeId && !guestWithoutAccount
                          ? () => send({ type: 'dish.addToShoppingList', dishId: dish.id })
                          : null,
                      cookHref:
                        dish.recipeId && !guestWithoutAccount
                          ? `/recipe/${encodeURIComponent(dish.recipeId)}/cook?servings=${dish.servings}`
                          : null,
                      cookedHref:
                        dish.recipeId && !guestWithoutAccount
                          ? `/recipe/${encodeURIComponent(dish.recipeId)}?cooked=1`
                          : null,
                    }
                  : null,
            };
          }),
        })),
    },
    // The thread stays open on a cancelled potluck: people still talk about it.
    thread: selectThread(children.thread, { memberId, send }),
    ...selectClaim(children.claim, { potluck, memberId, busy: working, send }),
    saveCookbook:
      snapshot.matches({ loaded: { dialog: 'namingCookbook' } }) ||
      snapshot.matches({ loaded: { dialog: 'savingCookbook' } })
        ? {
            open: true,
            title: snapshot.context.cookbookTitle,
            saving: snapshot.matches({ loaded: { dialog: 'savingCookbook' } }),
            onOpenChange: (open) => {
              if (!open) send({ type: 'cookbook.dismiss' });
            },
            onTitleChange: ({ title }) => send({ type: 'cookbook.title', title }),
            onSave: () => send({ type: 'cookbook.save' }),
          }
        : null,
    keepAccount: snapshot.matches({ loaded: { dialog: 'keepingAccount' } })
      ? {
          open: true,
          name: potluck.guests.find((guest) => guest.id === memberId)?.fName ?? '',
          values: snapshot.context.account,
          errors: {},
          error: snapshot.context.accountError,
          status: snapshot.matches({ loaded: { dialog: { keepingAccount: 'saving' } } })
            ? 'saving'
            : 'editing',
          onOpenChange: (open) => {
            if (!open) send({ type: 'account.dismiss' });
          },
          onChange: (draft) => send({ type: 'account.change', draft }),
          onSubmit: () => send({ type: 'account.submit' }),
        }
      : null,
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
  { memberId, send }: { memberId: string; send: Send },
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
    onDraftChange: ({ text }) => send({ type: 'message.change', text }),
    onSend: () => send({ type: 'message.send' }),
  };
}
