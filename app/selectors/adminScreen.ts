// /admin (SPEC §2, §6, §9): the admin dashboard machine's snapshot as the AdminScreen's props.
import type { AdminScreenProps, LinkComponent, TopList } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { AdminDashboardEvent, adminDashboardMachine } from '../../machines/adminDashboardMachine.ts';

type AdminSnapshot = SnapshotFrom<typeof adminDashboardMachine>;

/**
 * A top-5 list: placeholders while loading; after a failed load an empty list, which reads 'No data'. Each entry
 * links to its recipe (member and provider recipes alike open at /recipe/{id}).
 */
function topList<T>(
  snapshot: AdminSnapshot,
  entries: T[],
  entry: (item: T) => { id: string; title: string; value: string },
): TopList {
  return snapshot.matches('loading')
    ? { status: 'loading' }
    : { status: 'ready', entries: entries.map(entry) };
}

export function selectAdminScreen(
  snapshot: AdminSnapshot,
  send: (event: AdminDashboardEvent) => void,
  { Link }: { Link?: LinkComponent } = {},
): Omit<AdminScreenProps, 'shell'> {
  const { stats, users, query } = snapshot.context;
  return {
    forbidden: snapshot.matches('forbidden'),
    dashboard: {
      Link,
      topCommented: topList(snapshot, stats.topCommented, (r) => ({
        id: r.recipeId,
        title: r.title,
        value: `${r.commentCount} ${r.commentCount === 1 ? 'comment' : 'comments'}`,
      })),
      topLiked: topList(snapshot, stats.topLiked, (r) => ({
        id: r.recipeId,
        title: r.title,
        value: `${r.likeCount} ${r.likeCount === 1 ? 'like' : 'likes'}`,
      })),
      topExternal: topList(snapshot, stats.topExternal, (r) => ({
        id: String(r.id),
        title: r.title,
        value: '',
      })),
      users: snapshot.matches('loading')
        ? { status: 'loading' }
        : { status: 'ready', list: users.map((user) => ({ id: user._id, username: user.username })) },
      query,
      onQueryChange: ({ query: next }) => send({ type: 'users.search', query: next }),
      expanded: snapshot.matches({ ready: { list: 'all' } }),
      onExpandedChange: ({ expanded }) => send({ type: expanded ? 'users.showMore' : 'users.showLess' }),
      onDeleteUser: ({ userId }) => send({ type: 'user.delete', id: userId }),
      deleting: snapshot.matches({ ready: { users: 'deleting' } }),
    },
    confirmDelete: {
      open: snapshot.matches({ ready: { users: 'confirmingDelete' } }),
      onOpenChange: (open) => {
        if (!open) send({ type: 'delete.cancel' });
      },
      onConfirm: () => send({ type: 'delete.confirm' }),
    },
  };
}
