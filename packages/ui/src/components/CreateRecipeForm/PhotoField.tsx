import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import styles from './CreateRecipeForm.module.css';

interface PhotoFieldProps {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string | undefined;
}

/** The required recipe photo, read in the browser as a data URL (SPEC §5) and previewed. */
export function PhotoField({ value, onChange, error }: PhotoFieldProps) {
  const id = useId();
  return (
    <div className={styles.photo}>
      <label htmlFor={id} className={styles.photoLabel}>
        Photo
        <span aria-hidden="true" className={styles.required}>
          *
        </span>
      </label>
      <label htmlFor={id} className={styles.dropzone} data-filled={value ? true : undefined}>
        {value ? (
          <img src={value} alt="Chosen recipe" className={styles.preview} />
        ) : (
          <span className={styles.placeholder}>
            <ImagePlus aria-hidden="true" /> Choose a photo
          </span>
        )}
      </label>
      <input
        id={id}
        className={styles.file}
        type="file"
        accept="image/*"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return onChange(null);
          const reader = new FileReader();
          reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : null);
          reader.readAsDataURL(file);
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
PhotoField.displayName = 'CreateRecipeForm.Photo';
