// /admin: top 5 commented, liked and external recipes, and the user list with search, 3 users until
// 'Show More', and deletion after 'Delete this user?' (SPEC §2, §6). The server refuses non-admins.
import { AdminDashboard, type TopList } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { adminDashboardMachine } from '../../machines/index.ts';
import { client } from '../services.ts';

// The design system's dashboard asks 'Delete this user?' in its own dialog before it calls back.
const alreadyConfirmed = () => true;

export function Component() {
  const admin = useActorRef(adminDashboardMachine, { input: { client, confirm: alreadyConfirmed } });
  const s = useSelector(admin, (snapshot) => snapshot);
  const loading = s.matches('loading');
  const list = <T,>(
    entries: T[],
    entry: (item: T) => { id: string; title: string; value: string },
  ): TopList => (loading ? { status: 'loading' } : { status: 'ready', entries: entries.map(entry) });
  const { stats, users, query } = s.context;
  return (
    <AdminDashboard
      topCommented={list(stats.topCommented, (r) => ({
        id: r.recipeId,
        title: r.title,
        value: `${r.commentCount} comments`,
      }))}
      topLiked={list(stats.topLiked, (r) => ({
        id: r.recipeId,
        title: r.title,
        value: `${r.likeCount} likes`,
      }))}
      topExternal={list(stats.topExternal, (r) => ({ id: String(r.id), title: r.title, value: '' }))}
      users={
        loading
          ? { status: 'loading' }
          : { status: 'ready', list: users.map((u) => ({ id: u._id, username: u.username })) }
      }
      query={query}
      onQueryChange={({ query: next }) => admin.send({ type: 'users.search', query: next })}
      onDeleteUser={({ userId }) => admin.send({ type: 'user.delete', id: userId })}
    />
  );
}
