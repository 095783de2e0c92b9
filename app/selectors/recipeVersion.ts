// The recipe page's version part (issue 41): the recipeVersion machine's snapshot as RecipeVersion's props. The
// words are the domain's (versionWords.ts).
import { adaptedFromWords, changeCountWords, originalDeletedWords, versionCountWords } from '@potluck/domain';
import type { LinkComponent, RecipeVersionProps, VersionsListState, WhatChangedState } from '@potluck/ui';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { recipeVersionMachine } from '../../machines/versions/recipeVersionMachine.ts';

type Snapshot = SnapshotFrom<typeof recipeVersionMachine>;
type Send = (event: EventFromLogic<typeof recipeVersionMachine>) => void;

const recipeHref = (id: string) => `/recipe/${encodeURIComponent(id)}`;
const none = { added: [], removed: [], changed: [] };

/** The domain's line, "Adapted from Nonna's Sunday Ragù by maria_cooks", around its title (which is a link). */
function aroundTitle(original: { title: string; authorName: string }) {
  const words = adaptedFromWords(original);
  const at = words.indexOf(original.title);
  return { before: words.slice(0, at), after: words.slice(at + original.title.length) };
}

export function selectRecipeVersion(
  snapshot: Snapshot,
  send: Send,
  { Link }: { Link?: LinkComponent } = {},
): RecipeVersionProps {
  const { context } = snapshot;
  const original = context.adaptedFrom;
  const versionsState: VersionsListState = snapshot.matches({ versions: 'loading' })
    ? 'loading'
    : snapshot.matches({ versions: 'failed' })
      ? 'failed'
      : snapshot.matches({ versions: 'none' })
        ? 'none'
        : 'shown';
  const changesState: WhatChangedState = snapshot.matches({ changes: 'loading' })
    ? 'loading'
    : snapshot.matches({ changes: 'shown' })
      ? 'shown'
      : snapshot.matches({ changes: 'failed' })
        ? 'failed'
        : 'closed';
  const changes = context.changes;
  return {
    adaptedFrom: original && {
      ...aroundTitle(original),
      title: original.title,
      href: original.originalDeleted ? null : recipeHref(original.id),
      deletedWords: original.originalDeleted ? originalDeletedWords : '',
    },
    changes: original && {
      state: changesState,
      summary: changes ? changeCountWords(changes) : '',
      ingredients: changes?.ingredients ?? none,
      steps: changes?.instructions ?? none,
      onOpen: () => send({ type: 'changes.open' }),
      onClose: () => send({ type: 'changes.close' }),
      onRetry: () => send({ type: 'changes.retry' }),
    },
    versions: {
      state: versionsState,
      countWords: versionCountWords(context.count),
      versions: context.versions.map((version) => ({
        id: version.id,
        title: version.title,
        ownerName: version.owner.username,
        href: recipeHref(version.id),
      })),
      hasMore: context.next !== null,
      loadingMore: snapshot.matches({ versions: { shown: 'loadingMore' } }),
      moreFailed: snapshot.matches({ versions: { shown: 'moreFailed' } }),
      onMore: () => send({ type: 'versions.more' }),
      onRetry: () => send({ type: 'versions.retry' }),
    },
    makeOwn: context.mayMakeOwn
      ? { busy: snapshot.matches({ copy: 'making' }), onMake: () => send({ type: 'version.make' }) }
      : null,
    Link,
  };
}
