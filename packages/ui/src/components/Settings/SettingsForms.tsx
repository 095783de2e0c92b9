import { intolerances, removeFriendConfirmation } from '@potluck/domain';
import { UserMinus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/index.ts';
import { MultiSelect } from '../../primitives/MultiSelect/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Settings.module.css';

export function ChangeUsernameForm({
  onSubmit,
  busy,
}: {
  onSubmit: (e: { currentPassword: string; newUsername: string }) => void;
  busy?: boolean;
}) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newUsername, setNewUsername] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ currentPassword, newUsername: newUsername.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Change Username">
      <TextField
        label="New username"
        required
        value={newUsername}
        onChange={(e) => setNewUsername(e.target.value)}
      />
      <TextField
        label="Current password"
        type="password"
        required
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <Button type="submit" loading={busy} disabled={!currentPassword || !newUsername.trim()}>
        Update Username
      </Button>
    </form>
  );
}

export function ChangePasswordForm({
  onSubmit,
  busy,
}: {
  onSubmit: (e: { currentPassword: string; newPassword: string }) => void;
  busy?: boolean;
}) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ currentPassword, newPassword });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Change Password">
      <TextField
        label="Current password"
        type="password"
        required
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        hint="Must be at least 6 characters."
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <Button type="submit" loading={busy} disabled={!currentPassword || !newPassword}>
        Update Password
      </Button>
    </form>
  );
}

export interface ManagedFriend {
  id: string;
  username: string;
  name?: string | undefined;
  avatar?: string | null | undefined;
}

export function ManageFriends({
  friends,
  onRemove,
}: {
  friends: readonly ManagedFriend[];
  onRemove: (e: { friendId: string }) => void;
}) {
  if (friends.length === 0) return <p className={styles.muted}>No friends found</p>;
  return (
    <ul className={styles.friends} aria-label="Friends">
      {friends.map((friend) => (
        <li key={friend.id} className={styles.friend}>
          <Avatar src={friend.avatar} name="" size="sm" />
          <span className={styles.friendName}>
            {friend.name ?? friend.username} <span className={styles.muted}>@{friend.username}</span>
          </span>
          <ConfirmDialog
            title="Remove friend"
            message={removeFriendConfirmation(friend.username)}
            confirmLabel="Remove"
            onConfirm={() => onRemove({ friendId: friend.id })}
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Remove ${friend.username}`}>
                <UserMinus aria-hidden="true" />
                Remove
              </Button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

export function UpdateAllergiesForm({
  initial,
  onSubmit,
  busy,
}: {
  initial: readonly string[];
  onSubmit: (e: { intolerances: string[] }) => void;
  busy?: boolean;
}) {
  const [chosen, setChosen] = useState<string[]>([...initial]);
  return (
    <form
      className={styles.form}
      aria-label="Update Allergies"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ intolerances: chosen });
      }}
    >
      <MultiSelect label="Intolerances" options={intolerances} value={chosen} onValueChange={setChosen} />
      <Button type="submit" loading={busy}>
        Save Allergies
      </Button>
    </form>
  );
}
