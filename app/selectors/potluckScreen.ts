// /potluck/:id (issue 28): the potluck machine's snapshot as the PotluckScreen's props. Every word a member reads
// about the menu and the guests' intolerances comes from @potluck/domain's potluck words: a dish says what it
// contains or that it was not checked, never that it is safe.
import type { Potluck, PotluckMember } from '@potluck/contract';
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
import { hasDish, sameRecipe } from '../../machines/potluck/claim.ts';
import { draftProblems } from '../../machines/potluck/hostDraft.ts';

type PotluckSnapshot = SnapshotFrom<typeof potluckMachine>;

const name = (member: PotluckMember) =>
  [member.fName, member.lName].filter(Boolean).join(' ') || member.username;

/** "Sunday, 6 December 2026 at 13:00" (the day and time are the household's wall clock, not an instant). */
export function whenWords(day: string, time: string): string {
  const words = isIsoDate(day) ? dayWords(day, 'longDay') : day;
  return `${words} at ${time}`;
}

const sourceWords = { yours: 'Yours', members: 'A member’s', catalogue: 'Catalogue' } as const;

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

const courseNames = {
  starter: potluckCourseName.starter,
  main: potluckCourseName.main,
  side: potluckCourseName.side,
  dessert: potluckCourseName.dessert,
  drinks: potluckCourseName.drinks,
};

export function selectPotluckScreen(
  snapshot: PotluckSnapshot,
  send: (event: PotluckEvent) => void,
  { Link, origin }: { Link: LinkComponent; origin: string },
): Omit<PotluckScreenProps, 'shell'> {
  const { potluck, memberId, claim, messages } = snapshot.context;
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
  const working = snapshot.hasTag('busy');
  const dialog = (state: string) => snapshot.matches({ loaded: { dialog: state } } as never);
  const duplicate = sameRecipe(potluck, claim);
  const editDraft = snapshot.context.draft;

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
    thread: {
      status: snapshot.matches({ loaded: { thread: 'loading' } })
        ? 'loading'
        : snapshot.matches({ loaded: { thread: 'failed' } })
          ? 'failed'
          : 'ready',
      messages: messages.map((message) => ({
        id: message.id,
        author: message.author.id === memberId ? 'You' : name(message.author),
        text: message.text,
        when: momentWords(message.createdAt),
      })),
      draft: snapshot.context.message,
      sending: snapshot.matches({ loaded: { thread: 'sending' } }),
      onDraftChange: planned ? ({ text }) => send({ type: 'message.change', text }) : null,
      onSend: () => send({ type: 'message.send' }),
    },
    claim: claim
      ? {
          open: dialog('claim'),
          title: `Bring a dish: ${potluckCourseName[claim.course].toLowerCase()}`,
          query: claim.query,
          searching: snapshot.hasTag('searching'),
          searchFailed: snapshot.matches({ loaded: { dialog: { claim: { choosing: 'searchFailed' } } } }),
          found: claim.found.map((recipe) => ({ ...recipe, source: sourceWords[recipe.source] })),
          picked: claim.recipe && { ...claim.recipe, source: sourceWords[claim.recipe.source] },
          text: claim.text,
          servings: claim.servings,
          headcount: potluck.headcount,
          claiming: snapshot.hasTag('busy'),
          canClaim: hasDish(claim),
          duplicate:
            snapshot.matches({ loaded: { dialog: { claim: 'confirmingDuplicate' } } }) && duplicate
              ? `${duplicate.cook.id === memberId ? 'You already bring' : `${name(duplicate.cook)} already brings`} ${duplicate.title}. Bring it too?`
              : snapshot.matches({ loaded: { dialog: { claim: 'confirmingDuplicate' } } })
                ? 'Someone already brings this recipe. Bring it too?'
                : null,
          onOpenChange: (open) => {
            if (!open) send({ type: 'claim.close' });
          },
          onQueryChange: ({ query }) => send({ type: 'claim.query', query }),
          onSearch: () => send({ type: 'claim.search' }),
          onPick: ({ recipeId }) =>
            send({ type: 'claim.pick', recipe: claim.found.find((r) => r.recipeId === recipeId) ?? null }),
          onTextChange: ({ text }) => send({ type: 'claim.text', text }),
          onServingsChange: ({ servings }) => send({ type: 'claim.servings', servings }),
          onClaim: () => send({ type: 'claim.send' }),
          onDuplicateAnswer: ({ bringIt }) =>
            send({ type: bringIt ? 'duplicate.confirm' : 'duplicate.cancel' }),
        }
      : null,
    refusal: dialog('refused')
      ? {
          text:
            snapshot.context.refusal === 'full'
              ? 'Someone took the last place in this course just before you. The menu is up to date now.'
              : 'The host closed claims, or the potluck was cancelled.',
          onDismiss: () => send({ type: 'refusal.dismiss' }),
        }
      : null,
    edit: editDraft
      ? {
          open: dialog('editing'),
          title: 'Edit the potluck',
          draft: editDraft,
          problems: draftProblems(editDraft, snapshot.context.now()),
          withDish: false,
          saving: snapshot.matches({ loaded: { dialog: { editing: 'saving' } } }),
          courseNames,
          onChange: (change) => send({ type: 'edit.change', ...change }),
          onSave: () => send({ type: 'edit.save' }),
          onOpenChange: (open) => {
            if (!open) send({ type: 'edit.close' });
          },
        }
      : null,
    invite: dialog('inviting') ? selectInvite(snapshot, send) : null,
    again: dialog('again')
      ? {
          open: true,
          ...snapshot.context.again,
          sending: snapshot.matches({ loaded: { dialog: { again: 'sending' } } }),
          onOpenChange: (open) => {
            if (!open) send({ type: 'again.close' });
          },
          onChange: (change) => send({ type: 'again.change', ...change }),
          onSend: () => send({ type: 'again.send' }),
        }
      : null,
    confirmCancel: isHost
      ? {
          open: dialog('confirmingCancel'),
          onOpenChange: (open) => {
            if (!open) send({ type: 'cancel.dismiss' });
          },
          onConfirm: () => send({ type: 'cancel.confirm' }),
        }
      : null,
    confirmRemoval: confirmRemovalOf(snapshot, send),
  };
}

/** The question before the host removes a guest, or a guest leaves. */
function confirmRemovalOf(snapshot: PotluckSnapshot, send: (event: PotluckEvent) => void) {
  const { potluck, removal, memberId } = snapshot.context;
  const asked = snapshot.matches({ loaded: { dialog: 'confirmingRemoval' } });
  if (!potluck || !removal || !asked) return null;
  const common = {
    open: true,
    onOpenChange: (open: boolean) => {
      if (!open) send({ type: 'removal.dismiss' });
    },
    onConfirm: () => send({ type: 'removal.confirm' }),
  };
  if (removal === memberId)
    return {
      ...common,
      title: `Leave ${potluck.title}?`,
      message: 'Your dishes go with you, and the host and guests see you no longer come.',
      confirmLabel: 'Leave',
    };
  const guest = potluck.guests.find((candidate) => candidate.id === removal);
  const who = guest ? name(guest) : 'this guest';
  return {
    ...common,
    title: `Remove ${who}?`,
    message: `${who} can no longer open this potluck, and their dishes go with them.`,
    confirmLabel: 'Remove',
  };
}

function selectInvite(snapshot: PotluckSnapshot, send: (event: PotluckEvent) => void) {
  const { friends, inviteFilter, inviteQuery, invitees, potluck } = snapshot.context;
  const invited = new Set(potluck?.guests.map((guest) => guest.id));
  const filter = inviteFilter.toLowerCase();
  const status: 'loading' | 'failed' | 'ready' = snapshot.matches({
    loaded: { dialog: { inviting: 'loading' } },
  })
    ? 'loading'
    : snapshot.matches({ loaded: { dialog: { inviting: 'failed' } } })
      ? 'failed'
      : 'ready';
  return {
    open: true,
    status,
    query: inviteQuery,
    friends: friends
      .filter((friend) => `${friend.username} ${friend.fName} ${friend.lName}`.toLowerCase().includes(filter))
      .map((friend) => ({
        id: friend._id,
        name: [friend.fName, friend.lName].filter(Boolean).join(' ') || friend.username,
        invited: invited.has(friend._id),
        chosen: invitees.includes(friend._id),
      })),
    sending: snapshot.matches({ loaded: { dialog: { inviting: 'sending' } } }),
    onOpenChange: (open: boolean) => {
      if (!open) send({ type: 'invite.close' });
    },
    onQueryChange: ({ query }: { query: string }) => send({ type: 'invite.query', query }),
    onToggle: ({ memberId }: { memberId: string }) => send({ type: 'invite.toggle', memberId }),
    onInvite: () => send({ type: 'invite.send' }),
  };
}
