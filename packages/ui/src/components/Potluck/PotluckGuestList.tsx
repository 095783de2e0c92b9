import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './Invitation.module.css';

export interface PotluckGuestEntry {
  id: string;
  /** "Priya Shah", "You", "Sam". */
  name: string;
  /** "Going, 2 people", "Maybe", "Not answered yet". */
  answer: string;
  /** The host: marked so. */
  host?: boolean | undefined;
  /** A guest without an account (came with the join link and a name): marked "guest", no profile. */
  guest?: boolean | undefined;
  /** Their profile; null for a guest without an account, for the viewer, and in a guest's frame. */
  href?: string | null | undefined;
  /** The host's "Remove" (null for the host and for a guest's view), named for its guest: "Remove Priya Shah". */
  onRemove: (() => void) | null;
  removeLabel: string;
}

export interface PotluckGuestListProps {
  guests: readonly PotluckGuestEntry[];
  /** "4 people coming". */
  headcount: string;
  Link?: LinkComponent | undefined;
}

/** Who is invited and what they said; the host removes guests here, with or without an account alike. */
export function PotluckGuestList({ guests, headcount, Link = AnchorLink }: PotluckGuestListProps) {
  return (
    <section className={styles.panel} aria-labelledby="potluck-guests">
      <h2 id="potluck-guests" className={styles.panelTitle}>
        Who is coming
      </h2>
      <p className={styles.muted}>{headcount}</p>
      <ul className={styles.guests} aria-label="Guests">
        {guests.map((guest) => (
          <li key={guest.id} className={styles.guestRow}>
            <span className={styles.guestName}>
              {guest.href ? <Link to={guest.href}>{guest.name}</Link> : guest.name}
              {guest.host && <Badge tone="primary">host</Badge>}
              {guest.guest && (
                <Badge tone="neutral" title="Came with the join link, without an account">
                  guest
                </Badge>
              )}
            </span>
            <span className={styles.guestAnswer}>{guest.answer}</span>
            {guest.onRemove && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={guest.removeLabel}
                onClick={() => guest.onRemove?.()}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
PotluckGuestList.displayName = 'PotluckGuestList';
