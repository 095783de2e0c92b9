import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './TopBar.module.css';

/** What 'Find friends...' found: still searching, nobody, or members, each linking to their profile. */
export interface FriendResultsProps {
  status: 'searching' | 'noUsers' | 'found';
  members: readonly { id: string; username: string }[];
  /** A member was picked: the app goes to their profile and empties the search. */
  onPick: (event: { username: string }) => void;
}

/** The members found by the top bar's friend search, in a box under the bar. */
export function FriendResults({
  status,
  members,
  onPick,
  Link = AnchorLink,
}: FriendResultsProps & { Link?: LinkComponent | undefined }) {
  return (
    <ul className={styles.friendResults} aria-label="Members found">
      {status === 'searching' && <li className={styles.muted}>Searching…</li>}
      {status === 'noUsers' && <li className={styles.muted}>No users found</li>}
      {members.map((member) => (
        <li key={member.id}>
          <Link to={`/profile/${member.username}`} onClick={() => onPick({ username: member.username })}>
            @{member.username}
          </Link>
        </li>
      ))}
    </ul>
  );
}
FriendResults.displayName = 'TopBar.FriendResults';
