// The potluck page's dialogs as the PotluckScreen's props (issue 28): the claim (claimMachine), the host's form
// (hostFormMachine), invite friends (invitationsMachine) and host again (hostAgainMachine), each read from the page's child machine
// while it runs, and the question before a guest is removed or leaves (a state of the page itself). Their events
// go to the page, which passes them on.
import type { Potluck, PotluckMember } from '@potluck/contract';
import { potluckCourseName } from '@potluck/domain';
import type { PotluckScreenProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import { hasDish, sameRecipe } from '../../machines/potluck/claim.ts';
import type { claimMachine } from '../../machines/potluck/claimMachine.ts';
import type { hostAgainMachine } from '../../machines/potluck/hostAgainMachine.ts';
import { draftProblems } from '../../machines/potluck/hostDraft.ts';
import type { hostFormMachine } from '../../machines/potluck/hostFormMachine.ts';
import type { invitationsMachine } from '../../machines/potluck/invitationsMachine.ts';
import type { PotluckEvent } from '../../machines/potluck/potluckMachine.ts';

type Send = (event: PotluckEvent) => void;
type Props = Omit<PotluckScreenProps, 'shell'>;

export const memberName = (member: Pick<PotluckMember, 'fName' | 'lName' | 'username'>) =>
  [member.fName, member.lName].filter(Boolean).join(' ') || member.username;

const sourceWords = { yours: 'Yours', members: 'A member’s', catalogue: 'Catalogue' } as const;

const courseNames = { ...potluckCourseName };

/** Closing a dialog sends its close event; opening is the page's. */
const closeWith = (send: Send, event: PotluckEvent) => (open: boolean) => {
  if (!open) send(event);
};

export function selectClaim(
  claimSnapshot: SnapshotFrom<typeof claimMachine> | undefined,
  { potluck, memberId, busy, send }: { potluck: Potluck; memberId: string; busy: boolean; send: Send },
): Pick<Props, 'claim' | 'refusal'> {
  if (!claimSnapshot) return { claim: null, refusal: null };
  const { claim, refusal, own, ownRecipes } = claimSnapshot.context;
  const duplicate = sameRecipe(potluck, claim);
  const askingDuplicate = claimSnapshot.matches('confirmingDuplicate');
  const refused = claimSnapshot.matches('refused');
  return {
    claim: {
      open: !refused,
      title: `Bring a dish: ${potluckCourseName[claim.course].toLowerCase()}`,
      courseName: potluckCourseName[claim.course].toLowerCase(),
      // A guest without an account has no recipes of their own: search alone.
      yours: ownRecipes ? own.map((recipe) => ({ ...recipe, source: sourceWords[recipe.source] })) : null,
      query: claim.query,
      searching: claimSnapshot.hasTag('searching'),
      searchFailed: claimSnapshot.matches({ choosing: 'searchFailed' }),
      found: claim.found.map((recipe) => ({ ...recipe, source: sourceWords[recipe.source] })),
      picked: claim.recipe && { ...claim.recipe, source: sourceWords[claim.recipe.source] },
      text: claim.text,
      servings: claim.servings,
      headcount: potluck.headcount,
      claiming: busy,
      canClaim: hasDish(claim),
      duplicate:
        askingDuplicate && duplicate
          ? `${duplicate.cook.id === memberId ? 'You already bring' : `${memberName(duplicate.cook)} already brings`} ${duplicate.title}. Bring it too?`
          : askingDuplicate
            ? 'Someone already brings this recipe. Bring it too?'
            : null,
      onOpenChange: closeWith(send, { type: 'claim.close' }),
      onQueryChange: ({ query }) => send({ type: 'claim.query', query }),
      onSearch: () => send({ type: 'claim.search' }),
      onPick: ({ recipeId }) =>
        send({
          type: 'claim.pick',
          recipe: [...own, ...claim.found].find((r) => r.recipeId === recipeId) ?? null,
        }),
      onTextChange: ({ text }) => send({ type: 'claim.text', text }),
      onServingsChange: ({ servings }) => send({ type: 'claim.servings', servings }),
      onClaim: () => send({ type: 'claim.send' }),
      onDuplicateAnswer: ({ bringIt }) => send({ type: bringIt ? 'duplicate.confirm' : 'duplicate.cancel' }),
    },
    refusal: refused
      ? {
          text:
            refusal === 'full'
              ? 'Someone took the last place in this course just before you. The menu is up to date now.'
              : 'The host closed claims, or the potluck was cancelled.',
          onDismiss: () => send({ type: 'refusal.dismiss' }),
        }
      : null,
  };
}

export function selectEdit(
  form: SnapshotFrom<typeof hostFormMachine> | undefined,
  { now, send }: { now: number; send: Send },
): Props['edit'] {
  if (!form) return null;
  return {
    open: true,
    title: 'Edit the potluck',
    draft: form.context.draft,
    problems: draftProblems(form.context.draft, now),
    withDish: false,
    saving: form.matches('sending'),
    courseNames,
    onChange: (change) => send({ type: 'form.change', ...change }),
    onSave: () => send({ type: 'form.save' }),
    onOpenChange: closeWith(send, { type: 'form.close' }),
  };
}

export function selectAgain(
  hostAgain: SnapshotFrom<typeof hostAgainMachine> | undefined,
  send: Send,
): Props['again'] {
  if (!hostAgain) return null;
  // The members who came with the join link are no friends of the host: asked about. Guests without an account
  // cannot come again (their place belonged to this potluck).
  const linkPeople = hostAgain.context.potluck.guests.filter((guest) => guest.joinedBy === 'link').length;
  return {
    open: true,
    day: hostAgain.context.day,
    time: hostAgain.context.time,
    linkPeople:
      linkPeople > 0
        ? {
            count: linkPeople,
            invite: hostAgain.context.linkGuests,
            onInviteChange: ({ invite }) => send({ type: 'again.change', linkGuests: invite }),
          }
        : null,
    sending: hostAgain.matches('sending'),
    onOpenChange: closeWith(send, { type: 'again.close' }),
    onChange: (change) => send({ type: 'again.change', ...change }),
    onSend: () => send({ type: 'again.send' }),
  };
}

export function selectInvite(
  invitations: SnapshotFrom<typeof invitationsMachine> | undefined,
  { potluck, send }: { potluck: Potluck; send: Send },
): Props['invite'] {
  if (!invitations) return null;
  const { friends, filter, query, invitees } = invitations.context;
  const invited = new Set(potluck.guests.map((guest) => guest.id));
  const typed = filter.toLowerCase();
  return {
    open: true,
    status: invitations.matches('loading') ? 'loading' : invitations.matches('failed') ? 'failed' : 'ready',
    query,
    friends: friends
      .filter((friend) => `${friend.username} ${friend.fName} ${friend.lName}`.toLowerCase().includes(typed))
      .map((friend) => ({
        id: friend._id,
        name: memberName(friend),
        username: friend.username,
        invited: invited.has(friend._id),
        chosen: invitees.includes(friend._id),
      })),
    sending: invitations.matches('sending'),
    onOpenChange: closeWith(send, { type: 'invite.close' }),
    onQueryChange: ({ query }) => send({ type: 'invite.query', query }),
    onToggle: ({ memberId }) => send({ type: 'invite.toggle', memberId }),
    onInvite: () => send({ type: 'invite.send' }),
  };
}

/** The question before the host removes a guest, or a guest leaves. */
export function selectRemoval(
  { potluck, removal, memberId }: { potluck: Potluck; removal: string | null; memberId: string },
  asked: boolean,
  send: Send,
): Props['confirmRemoval'] {
  if (!removal || !asked) return null;
  const common = {
    open: true,
    onOpenChange: closeWith(send, { type: 'removal.dismiss' }),
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
  const who = guest ? memberName(guest) : 'this guest';
  return {
    ...common,
    title: `Remove ${who}?`,
    message: `${who} can no longer open this potluck, not even with the join link, until you invite them again. Their dishes go with them.`,
    confirmLabel: 'Remove',
  };
}
