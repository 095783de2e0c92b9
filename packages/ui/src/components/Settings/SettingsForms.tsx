import { intolerances, type UnitSystem } from '@potluck/domain';
import { UserMinus } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { MultiSelect } from '../../primitives/MultiSelect/index.ts';
import { SegmentedControl } from '../../primitives/SegmentedControl/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { FriendRow } from '../FriendRow/index.ts';
import styles from './Settings.module.css';

export interface UsernameDraft {
  newUsername: string;
  currentPassword: string;
}

export interface ChangeUsernameFormProps {
  /** What has been typed; the owner of the draft keeps it. */
  draft: UsernameDraft;
  onDraftChange: (change: Partial<UsernameDraft>) => void;
  onSubmit: () => void;
  busy?: boolean | undefined;
}

/** Forms submit with Enter or the button; the draft's owner reads what was typed. */
const submitted = (onSubmit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  onSubmit();
};

export function ChangeUsernameForm({ draft, onDraftChange, onSubmit, busy }: ChangeUsernameFormProps) {
  const { currentPassword, newUsername } = draft;
  return (
    <form className={styles.form} onSubmit={submitted(onSubmit)} aria-label="Change Username">
      <TextField
        label="New username"
        required
        value={newUsername}
        onChange={(e) => onDraftChange({ newUsername: e.target.value })}
      />
      <TextField
        label="Current password"
        type="password"
        required
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => onDraftChange({ currentPassword: e.target.value })}
      />
      <Button type="submit" loading={busy} disabled={!currentPassword || !newUsername.trim()}>
        Update Username
      </Button>
    </form>
  );
}

export interface PasswordDraft {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordFormProps {
  draft: PasswordDraft;
  onDraftChange: (change: Partial<PasswordDraft>) => void;
  onSubmit: () => void;
  busy?: boolean | undefined;
}

export function ChangePasswordForm({ draft, onDraftChange, onSubmit, busy }: ChangePasswordFormProps) {
  const { currentPassword, newPassword } = draft;
  return (
    <form className={styles.form} onSubmit={submitted(onSubmit)} aria-label="Change Password">
      <TextField
        label="Current password"
        type="password"
        required
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => onDraftChange({ currentPassword: e.target.value })}
      />
      <TextField
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        hint="Must be at least 6 characters."
        value={newPassword}
        onChange={(e) => onDraftChange({ newPassword: e.target.value })}
      />
      <Button type="submit" loading={busy} disabled={!currentPassword || !newPassword}>
        Update Password
      </Button>
    </form>
  );
}

export interface ManageFriendsProps {
  friends: readonly FriendRow[];
  /** Asks for the removal; the list's owner asks 'Remove @{username}? …' before it removes. */
  onRemove: (e: { friendId: string }) => void;
  /** A removal is in flight: the remove buttons wait. */
  removing?: boolean | undefined;
}

export function ManageFriends({ friends, onRemove, removing = false }: ManageFriendsProps) {
  if (friends.length === 0) return <p className={styles.muted}>No friends found</p>;
  return (
    <ul className={styles.friends} aria-label="Friends">
      {friends.map((friend) => (
        <li key={friend.id}>
          <FriendRow
            friend={friend}
            showUsername
            tone="tile"
            action={
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${friend.username}`}
                disabled={removing}
                onClick={() => onRemove({ friendId: friend.id })}
              >
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

export interface UpdateAllergiesFormProps {
  /** The intolerances chosen so far (at first the saved ones). */
  chosen: readonly string[];
  onChosenChange: (e: { intolerances: string[] }) => void;
  onSubmit: () => void;
  busy?: boolean | undefined;
}

export function UpdateAllergiesForm({ chosen, onChosenChange, onSubmit, busy }: UpdateAllergiesFormProps) {
  return (
    <form className={styles.form} aria-label="Update Allergies" onSubmit={submitted(onSubmit)}>
      <MultiSelect
        label="Intolerances"
        options={intolerances}
        value={[...chosen]}
        onValueChange={(next) => onChosenChange({ intolerances: next })}
      />
      <Button type="submit" loading={busy}>
        Save Allergies
      </Button>
    </form>
  );
}

export interface ChooseUnitsFormProps {
  /** The units shown: the member's choice, or what the browser's locale suggests until they choose. */
  units: UnitSystem;
  onUnitsChange: (e: { units: UnitSystem }) => void;
  /** Saving the choice just made. */
  busy?: boolean | undefined;
}

const unitChoices = [
  { value: 'metric', label: 'Metric' },
  { value: 'us', label: 'US customary' },
] as const;

/** Metric or US customary: saved as soon as it is chosen, like a preference rather than a form. */
export function ChooseUnitsForm({ units, onUnitsChange, busy }: ChooseUnitsFormProps) {
  return (
    <div className={styles.form} aria-busy={busy ? true : undefined}>
      <p className={styles.muted} id="units-description">
        Recipes, cook mode and your shopping list show amounts in these units: grams, millilitres and °C, or
        cups, ounces and °F. Teaspoons and tablespoons stay as they are, and a recipe can always be read as
        written.
      </p>
      <SegmentedControl<UnitSystem>
        className={styles.unitsChoice}
        label="Units"
        aria-describedby="units-description"
        options={unitChoices}
        value={units}
        disabled={busy}
        onValueChange={(next) => onUnitsChange({ units: next })}
      />
    </div>
  );
}
