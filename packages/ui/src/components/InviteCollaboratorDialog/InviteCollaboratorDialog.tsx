import { Search } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './InviteCollaboratorDialog.module.css';

export interface UserResult {
  id: string;
  username: string;
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
                <li key={user.id} className={styles.row}>
                  <span>@{user.username}</span>
                  <Button
                    size="sm"
                    loading={invitingId === user.id}
                    disabled={Boolean(invitingId)}
                    aria-label={invitingId === user.id ? undefined : `Invite ${user.username}`}
                    onClick={() => onInvite({ userId: user.id })}
                  >
                    {invitingId === user.id ? 'Inviting…' : 'Invite'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Dialog>
  );
}
InviteCollaboratorDialog.displayName = 'InviteCollaboratorDialog';
