import { limits } from '@potluck/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Potluck.module.css';

export interface SaveCookbookDialogProps {
  open: boolean;
  /** The cookbook's name as typed; first the potluck's title fitted at a word (potluckCookbookTitle). */
  title: string;
  /** Why it cannot be saved, or why the server refused it; null: nothing. */
  error?: string | null | undefined;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onTitleChange: (change: { title: string }) => void;
  onSave: () => void;
}

/** "Save the menu as a cookbook": its name first (a cookbook's title holds 18 characters). */
export function SaveCookbookDialog(props: SaveCookbookDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Save the menu as a cookbook"
      description="Every recipe on the menu goes into a new cookbook of yours; dishes written as text stay out."
      size="sm"
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        <TextField
          label="Cookbook name"
          value={props.title}
          maxLength={limits.cookbookTitleMax}
          counter
          required
          error={props.error ?? undefined}
          onChange={(event) => props.onTitleChange({ title: event.target.value })}
        />
        <div>
          <Button type="submit" loading={props.saving} disabled={!props.title.trim()}>
            Save the cookbook
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
SaveCookbookDialog.displayName = 'SaveCookbookDialog';
