import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import styles from './PhotoPicker.module.css';

/** How the preview is cropped: a profile picture is square, a cover or a recipe photo is wide. */
export const photoShapes = ['square', 'wide'] as const;
export type PhotoShape = (typeof photoShapes)[number];

export interface PhotoPickerProps {
  /** What the picture is ('Profile picture', 'Cover image', 'Photo'): the field's accessible name. */
  label: string;
  /** The chosen picture (a data URL or a stored URL), or null for none. */
  value: string | null;
  /** A file was read (as a data URL, SPEC §5), or Remove was pressed (null). The owner checks the picture. */
  onChange: (change: { photo: string | null }) => void;
  shape?: PhotoShape | undefined;
  required?: boolean | undefined;
  /** Offers a Remove button while a picture is chosen. */
  removable?: boolean | undefined;
  error?: string | undefined;
}

/**
 * The design system's photo field: a visually hidden file input (so the keyboard and screen readers reach a real
 * file control) under a preview cropped to the picture's shape, with an optional Remove.
 */
export function PhotoPicker({
  label,
  value,
  onChange,
  shape = 'wide',
  required = false,
  removable = false,
  error,
}: PhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    // Clearing the input lets the same file be chosen again; focus goes back to it, as Remove disappears.
    if (input.current) input.current.value = '';
    onChange({ photo: null });
    input.current?.focus();
  };
  return (
    <div className={styles.picker} data-shape={shape}>
      <span className={styles.label}>
        {/* The name is the label alone: the asterisk is for the eye, `required` tells screen readers. */}
        <span id={`${id}-label`}>{label}</span>
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </span>
      <label htmlFor={id} className={styles.dropzone} data-filled={value ? true : undefined}>
        {value ? (
          <img src={value} alt={`Chosen ${label.toLowerCase()}`} className={styles.preview} />
        ) : (
          <span className={styles.placeholder}>
            <ImagePlus aria-hidden="true" /> Choose a picture
          </span>
        )}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.file}
        type="file"
        accept="image/*"
        required={required}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const reader = new FileReader();
          reader.onload = () => onChange({ photo: typeof reader.result === 'string' ? reader.result : null });
          reader.readAsDataURL(file);
        }}
      />
      {removable && value && (
        <Button variant="ghost" size="sm" className={styles.remove} onClick={remove}>
          <Trash2 aria-hidden="true" />
          Remove <span className={styles.hidden}>{label.toLowerCase()}</span>
        </Button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
PhotoPicker.displayName = 'PhotoPicker';
