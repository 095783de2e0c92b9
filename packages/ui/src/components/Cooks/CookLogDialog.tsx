import { cookLogLimits } from '@potluck/domain';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { TextArea } from '../../primitives/TextArea/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { PhotoPicker } from '../PhotoPicker/index.ts';
import styles from './Cooks.module.css';
import { RatingInput } from './RatingStars.tsx';
import type { CookLogDraft } from './types.ts';

const visibilityChoices = [
  { value: 'friends', label: 'Friends' },
  { value: 'private', label: 'Only me' },
  { value: 'everyone', label: 'Everyone' },
] as const;

export interface CookLogDialogProps {
  open: boolean;
  draft: CookLogDraft;
  /** The member's local today: the latest day a cook may be of. */
  today: string;
  /** 'Everyone' is offered for a public or a catalogue recipe only. */
  everyoneOffered: boolean;
  sending: boolean;
  /** Why the cook was not saved (the server's words), or null. */
  refusal: string | null;
  onDraftChange: (event: { draft: Partial<CookLogDraft> }) => void;
  onSend: () => void;
  onClose: () => void;
}

/** "I cooked this": the day, up to four photos, a note, a rating and who sees it. */
export function CookLogDialog({
  open,
  draft,
  today,
  everyoneOffered,
  sending,
  refusal,
  onDraftChange,
  onSend,
  onClose,
}: CookLogDialogProps) {
  const formId = useId();
  const visibilityName = useId();
  const choices = visibilityChoices.filter((choice) => everyoneOffered || choice.value !== 'everyone');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !sending && onClose()}
      title="I cooked this"
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose()} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            Save
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        aria-busy={sending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) onSend();
        }}
      >
        {refusal && (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        )}
        <TextField
          label="Day"
          type="date"
          value={draft.day}
          max={today}
          required
          disabled={sending}
          onChange={(event) => onDraftChange({ draft: { day: event.target.value } })}
        />
        <div className={styles.photoField}>
          {draft.photos.length > 0 && (
            <ul className={styles.photos} aria-label="Chosen photos">
              {draft.photos.map((photo, index) => (
                <li key={`${index}-${photo.slice(-24)}`} className={styles.chosenPhoto}>
                  <img
                    src={photo}
                    alt={`Your dish, ${index + 1} of ${draft.photos.length}`}
                    className={styles.thumbnail}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove photo ${index + 1}`}
                    disabled={sending}
                    onClick={() =>
                      onDraftChange({ draft: { photos: draft.photos.filter((_, at) => at !== index) } })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {draft.photos.length < cookLogLimits.photos && (
            <PhotoPicker
              label={`Add a photo (${draft.photos.length} of ${cookLogLimits.photos})`}
              value={null}
              onChange={({ photo }) =>
                photo && onDraftChange({ draft: { photos: [...draft.photos, photo] } })
              }
            />
          )}
        </div>
        <TextArea
          label="Note"
          hint="How it came out, what you changed"
          maxLength={cookLogLimits.note}
          counter
          rows={3}
          value={draft.note}
          disabled={sending}
          onChange={(event) => onDraftChange({ draft: { note: event.target.value } })}
        />
        <RatingInput
          value={draft.rating}
          disabled={sending}
          onChange={({ rating }) => onDraftChange({ draft: { rating } })}
        />
        <fieldset className={styles.fieldset} disabled={sending}>
          <legend className={styles.legend}>Who sees it</legend>
          <div className={styles.choices}>
            {choices.map((choice) => (
              <label key={choice.value} className={styles.choice}>
                <input
                  type="radio"
                  name={visibilityName}
                  value={choice.value}
                  checked={draft.visibility === choice.value}
                  onChange={() => onDraftChange({ draft: { visibility: choice.value } })}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
CookLogDialog.displayName = 'Cooks.LogDialog';
