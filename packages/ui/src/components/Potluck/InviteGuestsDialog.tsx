import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Potluck.module.css';

export interface InviteGuestsDialogProps {
  open: boolean;
  status: 'loading' | 'failed' | 'ready';
  query: string;
  /**
   * The friends shown (filtered once typing rests), by full name with the username beside it; those already
   * invited say so.
   */
  friends: readonly {
    id: string;
    name: string;
    username?: string | undefined;
    invited: boolean;
    chosen: boolean;
  }[];
  sending: boolean;
  onOpenChange: (open: boolean) => void;
  onQueryChange: (change: { query: string }) => void;
  onToggle: (toggle: { memberId: string }) => void;
  onInvite: () => void;
}

/** Invite friends from the friend list, filtered by name. */
export function InviteGuestsDialog(props: InviteGuestsDialogProps) {
  const chosen = props.friends.filter((friend) => friend.chosen).length;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Invite friends" size="md">
      <TextField
        label="Find a friend"
        type="search"
        value={props.query}
        onChange={(event) => props.onQueryChange({ query: event.target.value })}
      />
      {props.status === 'loading' && <p className={styles.muted}>Loading your friends…</p>}
      {props.status === 'failed' && <p role="alert">Your friends could not be loaded.</p>}
      {props.status === 'ready' && props.friends.length === 0 && (
        <p className={styles.muted}>No friends found.</p>
      )}
      <ul className={styles.friends} aria-label="Friends">
        {props.friends.map((friend) => (
          <li key={friend.id}>
            <label className={styles.friend}>
              <input
                type="checkbox"
                checked={friend.invited || friend.chosen}
                disabled={friend.invited}
                onChange={() => props.onToggle({ memberId: friend.id })}
              />
              <span className={styles.friendName}>
                <span>{friend.name}</span>
                {friend.username && friend.username !== friend.name && (
                  <span className={styles.muted}>@{friend.username}</span>
                )}
              </span>
              {friend.invited && <span className={styles.muted}>(invited)</span>}
            </label>
          </li>
        ))}
      </ul>
      <div>
        <Button disabled={chosen === 0} loading={props.sending} onClick={() => props.onInvite()}>
          {chosen > 1 ? `Invite ${chosen} friends` : 'Invite'}
        </Button>
      </div>
    </Dialog>
  );
}
InviteGuestsDialog.displayName = 'InviteGuestsDialog';
