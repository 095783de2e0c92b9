// The members found by 'Find friends...', shown under the top bar; each links to that member's profile.
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router-dom';
import styles from './shell.module.css';
import type { useFriendSearch } from './useTopBarSearch.ts';

export function FriendResults({ search }: { search: ReturnType<typeof useFriendSearch> }) {
  const { pathname } = useLocation();
  const s = useSelector(search, (snapshot) => snapshot);
  if (!pathname.startsWith('/profile') || s.context.query.trim().length < 2) return null;
  return (
    <ul className={styles.searchResults} aria-label="Members found">
      {(s.matches('waiting') || s.matches('searching')) && <li className={styles.muted}>Searching…</li>}
      {s.matches('noUsers') && <li className={styles.muted}>No users found</li>}
      {s.context.users.map((user) => (
        <li key={user._id}>
          <Link
            to={`/profile/${user.username}`}
            onClick={() => search.send({ type: 'query.change', query: '' })}
          >
            @{user.username}
          </Link>
        </li>
      ))}
    </ul>
  );
}
