import { intolerances, potluckNeedsPrivacy } from '@potluck/domain';
import { useId } from 'react';
import styles from './Needs.module.css';

export interface PotluckNeedsFieldProps {
  /** The intolerances ticked ("gluten", "tree nut"). */
  value: readonly string[];
  onValueChange: (needs: string[]) => void;
  /** "Your needs" (the default), "Needs of your party". */
  legend?: string | undefined;
  /** A change on its way (the checkboxes stay usable: the latest ticks are what is sent). */
  busy?: boolean | undefined;
}

const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * A guest's needs as checkboxes of the intolerances the app checks dishes for, and who may read them: the host
 * alone (health data).
 */
export function PotluckNeedsField({
  value,
  onValueChange,
  legend = 'Your needs',
  busy,
}: PotluckNeedsFieldProps) {
  const id = useId();
  const ticked = new Set(value);
  return (
    <fieldset className={styles.needs} aria-describedby={`${id}-privacy`} aria-busy={busy || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>Anything you cannot eat? Each dish says whether its recipe contains it.</p>
      <ul className={styles.options}>
        {intolerances.map((name) => (
          <li key={name}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={ticked.has(name)}
                // Kept in the list's own order, so the needs read the same however they were ticked.
                onChange={(event) =>
                  onValueChange(
                    intolerances.filter((other) =>
                      other === name ? event.target.checked : ticked.has(other),
                    ),
                  )
                }
              />
              {capitalised(name)}
            </label>
          </li>
        ))}
      </ul>
      <p id={`${id}-privacy`} className={styles.privacy}>
        {potluckNeedsPrivacy}
      </p>
    </fieldset>
  );
}
PotluckNeedsField.displayName = 'PotluckNeedsField';
