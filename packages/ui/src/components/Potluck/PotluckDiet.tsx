import { potluckNeedsPrivacy } from '@potluck/domain';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import needsStyles from './Needs.module.css';
import styles from './Potluck.module.css';
import { PotluckNeedsField } from './PotluckNeedsField.tsx';

export interface PotluckDietRestriction {
  /** "Gluten: 2 guests" for the host; "Gluten" for a guest (who is told no count). */
  words: string;
  /** "Priya Shah, Sam" for the host, "you" for the guest themself; null when the member may not know whose. */
  whose: string | null;
  /** "At least one main without gluten" / "No main without gluten yet". */
  mains: string;
}

/** The viewer's own needs: a member's come from their settings, a guest without an account ticks them here. */
export type PotluckYourNeeds =
  | { kind: 'member'; needs: readonly string[]; settingsHref: string }
  | {
      kind: 'guest';
      needs: readonly string[];
      busy: boolean;
      onChange: (change: { needs: string[] }) => void;
    };

export interface PotluckDietProps {
  restrictions: readonly PotluckDietRestriction[];
  /**
   * The host reads whose needs they are and how many; a guest reads only what the menu still needs, never who nor
   * how many (health data). A guest's view unless said.
   */
  audience?: 'host' | 'guest' | undefined;
  yours?: PotluckYourNeeds | null | undefined;
  Link?: LinkComponent | undefined;
}

const listed = (needs: readonly string[]) => (needs.length > 0 ? needs.join(', ') : 'none given');

/** What the guests avoid against the menu: by name for the host, only what is missing for everyone else. */
export function PotluckDiet({
  restrictions,
  audience = 'guest',
  yours = null,
  Link = AnchorLink,
}: PotluckDietProps) {
  const host = audience === 'host';
  return (
    <section className={styles.section} aria-labelledby="potluck-diet">
      <h2 id="potluck-diet" className={styles.sectionTitle}>
        Everyone can eat
      </h2>
      {restrictions.length === 0 ? (
        <p className={styles.muted}>No guest has given a need the menu should know of.</p>
      ) : host ? (
        <ul className={styles.diet} aria-label="Guests’ needs">
          {restrictions.map((restriction) => (
            <li key={restriction.words} className={styles.need}>
              <span>
                <strong>{restriction.words}</strong>
                {restriction.whose && <span className={styles.muted}> ({restriction.whose})</span>}
              </span>
              <span className={styles.muted}>{restriction.mains}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.diet} aria-label="The menu and the guests’ needs">
          {restrictions.map((restriction) => (
            <li key={restriction.mains}>
              <strong>{restriction.mains}</strong>
              {restriction.whose && <span className={styles.muted}> (yours)</span>}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        Each dish says what its recipe contains of these; a dish written as text is not checked.
      </p>
      {yours?.kind === 'member' && (
        <div className={needsStyles.yours}>
          <h3 className={needsStyles.yoursTitle}>Your needs</h3>
          <p>
            From your settings: {listed(yours.needs)}.{' '}
            <Link to={yours.settingsHref}>Change them in Settings</Link>
          </p>
          {!host && <p className={needsStyles.privacy}>{potluckNeedsPrivacy}</p>}
        </div>
      )}
      {yours?.kind === 'guest' && (
        <div className={needsStyles.yours}>
          <PotluckNeedsField
            value={yours.needs}
            busy={yours.busy}
            onValueChange={(needs) => yours.onChange({ needs })}
          />
        </div>
      )}
    </section>
  );
}
PotluckDiet.displayName = 'PotluckDiet';
