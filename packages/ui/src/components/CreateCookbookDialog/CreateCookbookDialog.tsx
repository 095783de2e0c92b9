import { canCreateCookbook, cookbookTitleCounter, coverError, coverImageUrl, limits } from '@potluck/domain';
import { Check } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './CreateCookbookDialog.module.css';

/** The nine covers a cookbook can have: cover1.JPG … cover9.JPG (SPEC §3). */
export const cookbookCovers = Array.from(
  { length: limits.coverCount },
  (_, index) => `cover${index + 1}.JPG`,
);

export interface CookbookDraft {
  title: string;
  /** One of the nine covers, or null while none is chosen. */
  coverImage: string | null;
  isPublic: boolean;
}

export interface CreateCookbookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What has been typed and chosen so far; the owner of the draft resets it after a create. */
  draft: CookbookDraft;
  onDraftChange: (change: Partial<CookbookDraft>) => void;
  onCreate: () => void;
  /** The create call is in flight. */
  busy?: boolean;
}

/** 'Create a New Cookbook': a title (18 at most), one of nine covers, and privacy (private by default). */
export function CreateCookbookDialog({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onCreate,
  busy = false,
}: CreateCookbookDialogProps) {
  const { title, coverImage: cover, isPublic } = draft;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canCreateCookbook(title, cover)) onCreate();
  };
  const missingCover = coverError(cover);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create a New Cookbook">
      <form id="create-cookbook" className={styles.form} onSubmit={submit}>
        <TextField
          label="Title"
          required
          maxLength={limits.cookbookTitleMax}
          counter={cookbookTitleCounter}
          value={title}
          onChange={(event) => onDraftChange({ title: event.target.value })}
        />
        <fieldset className={styles.covers}>
          <legend className={styles.legend}>Cover image</legend>
          <div className={styles.coverGrid}>
            {cookbookCovers.map((name, index) => (
              <label key={name} className={styles.cover} data-selected={cover === name || undefined}>
                <input
                  type="radio"
                  name="cover"
                  value={name}
                  checked={cover === name}
                  onChange={() => onDraftChange({ coverImage: name })}
                  className={styles.radio}
                />
                <img src={coverImageUrl(name)} alt={`Cover ${index + 1}`} />
                {cover === name && <Check aria-hidden="true" className={styles.check} />}
              </label>
            ))}
          </div>
          {missingCover && <p className={styles.hint}>{missingCover}</p>}
        </fieldset>
        <Switch
          label={`Privacy: ${isPublic ? 'Public' : 'Private'}`}
          description="Public cookbooks appear on your profile."
          checked={isPublic}
          onCheckedChange={(checked) => onDraftChange({ isPublic: checked })}
        />
        <div className={styles.footer}>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={!canCreateCookbook(title, cover)} loading={busy}>
            Create Cookbook
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
CreateCookbookDialog.displayName = 'CreateCookbookDialog';
