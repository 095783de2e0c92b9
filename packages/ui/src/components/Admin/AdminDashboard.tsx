import { limits } from '@potluck/domain';
import { Trash2 } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './AdminDashboard.module.css';

export interface TopEntry {
  /** The recipe's id: the entry links to /recipe/{id}. */
  id: string;
  title: string;
  /** What it is ranked by: '12 comments', '30 likes', '4,210 popularity'. */
  value: string;
}

export type TopList = { status: 'loading' } | { status: 'ready'; entries: readonly TopEntry[] };

export interface AdminUser {
  id: string;
  username: string;
}

export interface AdminDashboardProps {
  topCommented: TopList;
  topLiked: TopList;
  topExternal: TopList;
  users: { status: 'loading' } | { status: 'ready'; list: readonly AdminUser[] };
  query: string;
  onQueryChange: (event: { query: string }) => void;
  /** Every user shown ('Show Less'), or the first 3 ('Show More'). */
  expanded: boolean;
  onExpandedChange: (event: { expanded: boolean }) => void;
  /** Asks for the deletion; the owner of the list asks 'Delete this user?' before it deletes. */
  onDeleteUser: (event: { userId: string }) => void;
  /** A deletion is in flight: the delete buttons wait. */
  deleting?: boolean | undefined;
  Link?: LinkComponent | undefined;
}

function TopCard({ title, list, Link }: { title: string; list: TopList; Link: LinkComponent }) {
  return (
    <Card asChild>
      <section aria-label={title} className={styles.card}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {list.status === 'loading' && <Skeleton shape="block" />}
        {list.status === 'ready' && list.entries.length === 0 && <p className={styles.muted}>No data</p>}
        {list.status === 'ready' && list.entries.length > 0 && (
          <ol className={styles.ranking}>
            {list.entries.slice(0, limits.adminTopCount).map((entry) => (
              <li key={entry.id}>
                <Link to={`/recipe/${entry.id}`} className={styles.entryTitle}>
                  {entry.title}
                </Link>
                <span className={styles.muted}>{entry.value}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}

/** The admin's view: top 5 lists and the user list (3 until Show More) with search and delete. */
export function AdminDashboard({
  topCommented,
  topLiked,
  topExternal,
  users,
  query,
  onQueryChange,
  expanded,
  onExpandedChange,
  onDeleteUser,
  deleting = false,
  Link = AnchorLink,
}: AdminDashboardProps) {
  const list = users.status === 'ready' ? users.list : [];
  const shown = expanded ? list : list.slice(0, limits.adminUsersShown);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Admin Dashboard</h1>
      <div className={styles.tops}>
        <TopCard title="Top commented recipes" list={topCommented} Link={Link} />
        <TopCard title="Top liked recipes" list={topLiked} Link={Link} />
        <TopCard title="Top external recipes" list={topExternal} Link={Link} />
      </div>
      <Card asChild>
        <section aria-label="Users" className={styles.card}>
          <h2 className={styles.cardTitle}>Users</h2>
          <TextField
            label="Search users"
            type="search"
            value={query}
            onChange={(event) => onQueryChange({ query: event.target.value })}
          />
          {users.status === 'loading' && <Skeleton shape="block" />}
          {users.status === 'ready' && list.length === 0 && <p className={styles.muted}>No users found.</p>}
          {shown.length > 0 && (
            <ul className={styles.users}>
              {shown.map((user) => (
                <li key={user.id}>
                  <span>@{user.username}</span>
                  <IconButton
                    variant="danger"
                    size="sm"
                    aria-label={`Delete ${user.username}`}
                    icon={<Trash2 />}
                    disabled={deleting}
                    onClick={() => onDeleteUser({ userId: user.id })}
                  />
                </li>
              ))}
            </ul>
          )}
          {list.length > limits.adminUsersShown && (
            <Button variant="ghost" size="sm" onClick={() => onExpandedChange({ expanded: !expanded })}>
              {expanded ? 'Show Less' : 'Show More'}
            </Button>
          )}
        </section>
      </Card>
    </div>
  );
}
AdminDashboard.displayName = 'AdminDashboard';
