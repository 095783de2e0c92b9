// /cookbook (SPEC §2, §4, §5): the cookbooks machine's snapshot as the CookbooksScreen's props.
import type { Cookbook } from '@potluck/contract';
import { coverImageUrl } from '@potluck/domain';
import type { CookbookCardData, CookbooksScreenProps, LinkComponent } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { CookbooksEvent, cookbooksMachine } from '../../machines/cookbooksMachine.ts';

/** One cookbook as a card (the cookbooks list and a profile's cookbooks tab). */
export const toCookbookCard = (
  cookbook: Pick<Cookbook, '_id' | 'title' | 'coverImage' | 'isPublic'>,
): CookbookCardData => ({
  id: cookbook._id,
  title: cookbook.title,
  coverUrl: coverImageUrl(cookbook.coverImage),
  isPublic: cookbook.isPublic,
});

export function selectCookbooksScreen(
  snapshot: SnapshotFrom<typeof cookbooksMachine>,
  send: (event: CookbooksEvent) => void,
  { Link }: { Link?: LinkComponent } = {},
): Omit<CookbooksScreenProps, 'shell'> {
  const { cookbooks, draft } = snapshot.context;
  return {
    grid: {
      status: snapshot.hasTag('loading') ? 'loading' : 'ready',
      cookbooks: cookbooks.map(toCookbookCard),
      Link,
      onDelete: ({ id }) => send({ type: 'cookbook.delete', id }),
      onTogglePrivacy: ({ id }) => send({ type: 'cookbook.togglePrivacy', id }),
    },
    create: {
      open: snapshot.matches({ ready: 'creating' }),
      busy: snapshot.matches({ ready: { creating: 'saving' } }),
      draft,
      onOpenChange: (open) => send({ type: open ? 'dialog.open' : 'dialog.close' }),
      onDraftChange: (change) => send({ type: 'draft.change', ...change }),
      onCreate: () => send({ type: 'cookbook.create' }),
    },
    confirmDelete: {
      open: snapshot.matches({ ready: 'confirmingDelete' }),
      onOpenChange: (open) => {
        if (!open) send({ type: 'delete.cancel' });
      },
      onConfirm: () => send({ type: 'delete.confirm' }),
    },
  };
}
