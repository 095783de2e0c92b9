import styles from './Potluck.module.css';

export interface PotluckDietRestriction {
  /** "Gluten: 2 guests". */
  words: string;
  /** "Priya Shah" for the host, "you" for the guest themself; null when the member may not know whose. */
  whose: string | null;
  /** "At least one main without gluten" / "No main without gluten yet". */
  mains: string;
}

export interface PotluckDietProps {
  restrictions: readonly PotluckDietRestriction[];
}

/** What the guests avoid, for everyone, without names; never says a dish is safe. */
export function PotluckDiet({ restrictions }: PotluckDietProps) {
  return (
    <section className={styles.section} aria-labelledby="potluck-diet">
      <h2 id="potluck-diet" className={styles.sectionTitle}>
        Everyone can eat
      </h2>
      {restrictions.length === 0 ? (
        <p className={styles.muted}>No guest has an intolerance in their settings.</p>
      ) : (
        <ul className={styles.diet}>
          {restrictions.map((restriction) => (
            <li key={restriction.words}>
              <strong>{restriction.words}</strong>
              {restriction.whose && <span className={styles.muted}> ({restriction.whose})</span>}
              {' · '}
              <span>{restriction.mains}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        Each dish says what its recipe contains of these; a dish typed as text is not checked.
      </p>
    </section>
  );
}
PotluckDiet.displayName = 'PotluckDiet';
