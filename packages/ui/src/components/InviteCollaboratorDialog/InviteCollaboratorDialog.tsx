import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './InviteCollaboratorDialog.module.css';

export interface UserResult {
  id: string;
  username: string;
  /** Their first and last name, shown first (issue 39); absent when they gave none. */
  name?: string | null | undefined;
}

/** idle: query too short (results cleared); searching; results (maybe none). */
export type InviteSearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'results'; users: readonly UserResult[] };

export interface InviteCollaboratorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (event: { query: string }) => void;
  search: InviteSearchState;
  /** The user whose invite is in flight: their button reads 'Inviting…' and all are disabled. */
  invitingId?: string | null | undefined;
  onInvite: (event: { userId: string }) => void;
}

/** A member found: their name first, the username searched for beside it, and Invite. */
function UserRow({
  user,
  invitingId,
  onInvite,
}: { user: UserResult } & Pick<InviteCollaboratorDialogProps, 'invitingId' | 'onInvite'>) {
  // The username is what was searched for and tells two people of one name apart: heard after the button's name.
  const usernameId = useId();
  const inviting = invitingId === user.id;
  return (
    <li className={styles.row}>
      <span className={styles.who}>
        {user.name ? (
          <>
            <span className={styles.name}>{user.name}</span>{' '}
            <span id={usernameId} className={styles.username}>
              @{user.username}
            </span>
          </>
        ) : (
          <span className={styles.name}>@{user.username}</span>
        )}
      </span>
      <Button
        size="sm"
        loading={inviting}
        disabled={Boolean(invitingId)}
        aria-label={inviting ? undefined : `Invite ${user.name || user.username}`}
        aria-describedby={user.name ? usernameId : undefined}
        onClick={() => onInvite({ userId: user.id })}
      >
        {inviting ? 'Inviting…' : 'Invite'}
      </Button>
    </li>
  );
}

/** Search members by username and invite one to the cookbook (the search itself lives in a machine). */
export function InviteCollaboratorDialog({
  open,
  onOpenChange,
  query,
  onQueryChange,
  search,
  invitingId,
  onInvite,
}: InviteCollaboratorDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Collaborator"
      description="Collaborators get full access to this cookbook, including deleting it."
      size="sm"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      }
    >
      <div className={styles.body}>
        <TextField
          label="Username"
          type="search"
          placeholder="Search by username…"
          value={query}
          autoComplete="off"
          onChange={(event) => onQueryChange({ query: event.target.value })}
        />
        <div aria-live="polite" className={styles.results}>
          {search.status === 'searching' && (
            <p className={styles.muted}>
              <Spinner size="sm" label={null} /> Searching…
            </p>
          )}
          {search.status === 'results' && search.users.length === 0 && (
            <p className={styles.muted}>
              <Search aria-hidden="true" /> No users found
            </p>
          )}
          {search.status === 'results' && search.users.length > 0 && (
            <ul className={styles.list} aria-label="Users">
              {search.users.map((user) => (
                <UserRow key={user.id} user={user} invitingId={invitingId} onInvite={onInvite} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </Dialog>
  );
}
InviteCollaboratorDialog.displayName = 'InviteCollaboratorDialog';
