// What a member cooked, on a profile (issue 41): someone else's cooks (memberCooks machine) as cards, as on the
// home page (`toCookCard`), or the member's own history (cookHistory machine), "You cooked this 3 times; last: …".
import { localToday, ratingWords, yourCooksWords } from '@potluck/domain';
import type { LinkComponent, MemberCooksProps, MemberCooksState } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { cookHistoryMachine } from '../../machines/cooks/cookHistoryMachine.ts';
import type { MemberCooksEvent, memberCooksMachine } from '../../machines/cooks/memberCooksMachine.ts';
import { toCookCard } from './friendsCooked.ts';

type Send = (event: MemberCooksEvent) => void;
type Options = { Link?: LinkComponent; today?: string };

function paging(
  snapshot: SnapshotFrom<typeof memberCooksMachine> | SnapshotFrom<typeof cookHistoryMachine>,
  send: Send,
) {
  const state: MemberCooksState = snapshot.matches('shown')
    ? 'shown'
    : snapshot.matches('none')
      ? 'none'
      : snapshot.matches('failed')
        ? 'failed'
        : 'loading';
  return {
    state,
    loadingMore: snapshot.matches({ shown: 'loadingMore' }),
    moreFailed: snapshot.matches({ shown: 'moreFailed' }),
    onMore: () => send({ type: 'memberCooks.more' }),
    onRetry: () => send({ type: 'memberCooks.retry' }),
  };
}

export function selectMemberCooks(
  snapshot: SnapshotFrom<typeof memberCooksMachine>,
  send: Send,
  { Link, today = localToday() }: Options = {},
): MemberCooksProps {
  const { username, cooks, cursor } = snapshot.context;
  return {
    ...paging(snapshot, send),
    heading: `What ${username} cooked`,
    emptyWords: `${username} has not shared any cooks with you yet.`,
    cooks: cooks.map((cook) => toCookCard(cook, today)),
    history: [],
    hasMore: cursor !== null,
    Link,
  };
}

export function selectCookHistory(
  snapshot: SnapshotFrom<typeof cookHistoryMachine>,
  send: Send,
  { Link, today = localToday() }: Options = {},
): MemberCooksProps {
  const { history, offset } = snapshot.context;
  return {
    ...paging(snapshot, send),
    heading: 'Your cooking',
    emptyWords: 'Nothing cooked yet: “I cooked this” on a recipe keeps it here.',
    cooks: [],
    history: history.map((row) => ({
      id: row.recipe.id,
      photo: row.recipe.image,
      recipeTitle: row.recipe.title ?? 'A recipe no longer shared',
      recipeHref: row.recipe.title === null ? null : `/recipe/${encodeURIComponent(row.recipe.id)}`,
      words: yourCooksWords(row.count, row.lastDay, today),
      rating: row.rating,
      ratingWords: ratingWords(row.rating),
    })),
    hasMore: offset !== null,
    Link,
  };
}
