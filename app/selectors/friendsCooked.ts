// "Your friends cooked" (issue 41): the friendsCooked machine's snapshot as the home row's props. `toCookCard` is
// the one mapping of a cook to a card, used by the profile's list too.
import type { Cook } from '@potluck/contract';
import { avatarUrl, cookDayWords, localToday, ratingWords } from '@potluck/domain';
import type { CookCardItem, FriendsCookedProps, LinkComponent } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { friendsCookedMachine } from '../../machines/cooks/friendsCookedMachine.ts';

type Snapshot = SnapshotFrom<typeof friendsCookedMachine>;
type Send = (event: { type: 'friendsCooked.retry' }) => void;

export function toCookCard(cook: Cook, today: string): CookCardItem {
  return {
    id: cook.id,
    photo: cook.photos[0]?.image ?? cook.recipe.image ?? null,
    memberName: cook.member.username,
    memberAvatar: avatarUrl(cook.member.profilePic),
    recipeTitle: cook.recipe.title ?? 'A recipe no longer shared',
    recipeHref: cook.recipe.title === null ? null : `/recipe/${encodeURIComponent(cook.recipe.id)}`,
    dayWords: cookDayWords(cook.day, today),
    rating: cook.rating,
    ratingWords: ratingWords(cook.rating),
  };
}

export function selectFriendsCooked(
  snapshot: Snapshot,
  send: Send,
  { Link, today = localToday() }: { Link?: LinkComponent; today?: string } = {},
): FriendsCookedProps {
  const state = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.context.cooks.length > 0
        ? 'some'
        : 'none';
  return {
    state,
    cooks: snapshot.context.cooks.map((cook) => toCookCard(cook, today)),
    onRetry: () => send({ type: 'friendsCooked.retry' }),
    Link,
  };
}
