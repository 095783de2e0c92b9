import { bioCounter, limits } from '@potluck/domain';
import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { TextArea } from '../../primitives/TextArea/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { PhotoPicker } from '../PhotoPicker/index.ts';
import styles from './Profile.module.css';

export interface ProfileEdit {
  fName: string;
  lName: string;
  bio: string;
  /** Data URLs of newly chosen images, or the current values. */
  profilePic: string | null;
  coverImage: string | null;
}

export interface ProfileEditFormProps {
  /** What has been typed and chosen; the owner of the draft keeps it. */
  draft: ProfileEdit;
  onDraftChange: (change: Partial<ProfileEdit>) => void;
  onSave: () => void;
  onCancel: () => void;
  saving?: boolean | undefined;
  /** A chosen file was not accepted as a picture: why, under the picker. */
  pictureError?: string | undefined;
  coverError?: string | undefined;
  /** The last Save was refused or failed: why, above the buttons (the draft is kept). */
  saveError?: string | undefined;
}

/** Edit mode of the profile: names, bio (60 at most), picture and cover; Save or Cancel. */
export function ProfileEditForm({
  draft: profile,
  onDraftChange,
  onSave,
  onCancel,
  saving = false,
  pictureError,
  coverError,
  saveError,
}: ProfileEditFormProps) {
  const set = (name: 'fName' | 'lName' | 'bio') => (event: { target: { value: string } }) =>
    onDraftChange({ [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form className={styles.editForm} onSubmit={submit} aria-label="Edit profile">
      <div className={styles.row}>
        <TextField label="First name" value={profile.fName} onChange={set('fName')} />
        <TextField label="Last name" value={profile.lName} onChange={set('lName')} />
      </div>
      <TextArea
        label="Bio"
        maxLength={limits.bioMax}
        counter={bioCounter}
        value={profile.bio}
        onChange={set('bio')}
        rows={2}
      />
      <div className={styles.pictures}>
        <PhotoPicker
          label="Profile picture"
          shape="square"
          removable
          value={profile.profilePic}
          onChange={({ photo }) => onDraftChange({ profilePic: photo })}
          error={pictureError}
        />
        <PhotoPicker
          label="Cover image"
          shape="wide"
          removable
          value={profile.coverImage}
          onChange={({ photo }) => onDraftChange({ coverImage: photo })}
          error={coverError}
        />
      </div>
      {saveError ? (
        <p role="alert" className={styles.saveError}>
          {saveError}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => onCancel()} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
ProfileEditForm.displayName = 'ProfileEditForm';
