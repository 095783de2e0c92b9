// Cooks on a recipe's page (issue 41): the recipeCooks machine's snapshot as the design system's RecipeCooks props.
// The words come from the domain (cookSummaryWords, yourCooksWords, cookDayWords); the machine owns every state.
import type { Cook } from '@potluck/contract';
import { avatarUrl, cookDayWords, cookSummaryWords, localToday, yourCooksWords } from '@potluck/domain';
import type { CookListMore, CookRowData, RecipeCooksProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { RecipeCooksEvent, recipeCooksMachine } from '../../machines/cooks/recipeCooksMachine.ts';

export type RecipeCooksSnapshot = SnapshotFrom<typeof recipeCooksMachine>;
type Send = (event: RecipeCooksEvent) => void;

function toCookRow(cook: Cook, snapshot: RecipeCooksSnapshot, today: string): CookRowData {
  const { context } = snapshot;
  return {
    id: cook.id,
    username: cook.member.username,
    profileTo: `/profile/${encodeURIComponent(cook.member.username)}`,
    avatar: avatarUrl(cook.member.profilePic),
    dayWords: cookDayWords(cook.day, today),
    day: cook.day,
    rating: cook.rating,
    note: cook.note,
    photos: cook.photos.map((photo) => photo.image),
    own: cook.member._id === context.memberId,
    deleting: context.deleting === cook.id && snapshot.matches({ list: { ready: 'deleting' } }),
  };
}

function moreOf(snapshot: RecipeCooksSnapshot): CookListMore {
  if (snapshot.matches({ list: { ready: 'loadingMore' } })) return 'loading';
  if (snapshot.context.next === null) return 'none';
  return snapshot.matches({ list: { ready: 'moreFailed' } }) ? 'failed' : 'offered';
}

/** `today`: the member's local day (their own cook's last day and each cook's day are said from it). */
export function selectRecipeCooks(
  snapshot: RecipeCooksSnapshot,
  send: Send,
  { today = localToday() }: { today?: string } = {},
): RecipeCooksProps {
  const { context } = snapshot;
  const summary = context.summary;
  const yours = summary?.yours;
  return {
    summary: summary
      ? {
          words: cookSummaryWords(summary),
          yours:
            yours && yours.count > 0 && yours.lastDay
              ? yourCooksWords(yours.count, yours.lastDay, today)
              : null,
        }
      : null,
    list: {
      status: snapshot.matches({ list: 'loading' })
        ? 'loading'
        : snapshot.matches({ list: 'failed' })
          ? 'failed'
          : 'ready',
      cooks: context.cooks.map((cook) => toCookRow(cook, snapshot, today)),
      more: moreOf(snapshot),
      onMore: () => send({ type: 'cooks.more' }),
      onRetry: () => send({ type: 'cooks.retry' }),
      onDelete: ({ cookId }) => send({ type: 'cook.delete', cookId }),
      confirmingDelete: snapshot.matches({ list: { ready: 'confirmingDelete' } }),
      onDeleteConfirm: () => send({ type: 'cookDelete.confirm' }),
      onDeleteCancel: () => send({ type: 'cookDelete.cancel' }),
    },
    log: {
      open: !snapshot.matches({ log: 'closed' }),
      draft: context.draft,
      today,
      everyoneOffered: context.everyoneAllowed,
      sending: snapshot.matches({ log: 'sending' }),
      refusal: snapshot.matches({ log: 'refused' }) ? context.refusal : null,
      onDraftChange: ({ draft }) => send({ type: 'cookLog.change', draft }),
      onSend: () => send({ type: 'cookLog.send' }),
      onClose: () => send({ type: 'cookLog.close' }),
    },
    onLog: () => send({ type: 'cookLog.open' }),
  };
}
