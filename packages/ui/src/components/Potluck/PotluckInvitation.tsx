import { placeMapUrl } from '@potluck/domain';
import { CalendarDays, CalendarPlus, ExternalLink, MapPin, UserRound, Users } from 'lucide-react';
import { useId } from 'react';
import styles from './Invitation.module.css';

export interface PotluckInvitationProps {
  title: string;
  /** "Sunday, 6 December 2026 at 13:00". */
  when: string;
  /** "in 6 days", "tomorrow", "today"; null when not said (passed, or unknown). */
  relativeWhen?: string | null | undefined;
  /** As the host wrote it: an address, "the park by the river". Empty: no place given. */
  place: string;
  note?: string | undefined;
  /** "Hosted by Maria Rossi", "You host". */
  hostLine: string;
  /** "4 people coming"; null where it is not told (the join link's card). */
  headcount?: string | null | undefined;
  /** A cancelled potluck: a banner, the date struck through. */
  cancelled?: boolean | undefined;
  /** The potluck's calendar file (.ics): "Add to my calendar"; null: not offered. */
  calendarUrl?: string | null | undefined;
  /** "The host closed claims: the menu is set.", when so. */
  notice?: string | null | undefined;
  /** The words above the title: "You’re invited" (the default), "You host". */
  eyebrow?: string | undefined;
}

/**
 * A potluck as an invitation: its title as the page's heading, when (and how soon), where (with a map), who hosts,
 * the host's note. A cancelled potluck says so first, unmistakably, and strikes its date through.
 */
export function PotluckInvitation(props: PotluckInvitationProps) {
  const newTab = useId();
  const mapUrl = placeMapUrl(props.place);
  return (
    <header className={styles.card} data-cancelled={props.cancelled || undefined}>
      {props.cancelled && (
        <p className={styles.banner}>
          <strong>This potluck was cancelled.</strong> Nothing on the menu changes any more; the talk stays
          open.
        </p>
      )}
      <p className={styles.eyebrow}>{props.eyebrow ?? 'You’re invited'}</p>
      <h1 className={styles.title}>{props.title}</h1>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.icon}>
            <CalendarDays aria-hidden="true" />
            <span className={styles.hidden}>When</span>
          </dt>
          <dd className={styles.value}>
            {props.cancelled ? (
              <>
                <s>{props.when}</s>
                <span className={styles.hidden}> (cancelled)</span>
              </>
            ) : (
              <span className={styles.when}>{props.when}</span>
            )}
            {props.relativeWhen && !props.cancelled && (
              <span className={styles.soon}>{props.relativeWhen}</span>
            )}
            {props.calendarUrl && !props.cancelled && (
              <a className={styles.action} href={props.calendarUrl}>
                <CalendarPlus aria-hidden="true" />
                Add to my calendar
              </a>
            )}
          </dd>
        </div>
        {props.place && (
          <div className={styles.fact}>
            <dt className={styles.icon}>
              <MapPin aria-hidden="true" />
              <span className={styles.hidden}>Where</span>
            </dt>
            <dd className={styles.value}>
              <span>{props.place}</span>
              {mapUrl && (
                <a
                  className={styles.action}
                  href={mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={newTab}
                >
                  <ExternalLink aria-hidden="true" />
                  Open in a map
                </a>
              )}
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt className={styles.icon}>
            <UserRound aria-hidden="true" />
            <span className={styles.hidden}>Host</span>
          </dt>
          <dd className={styles.value}>{props.hostLine}</dd>
        </div>
        {props.headcount && (
          <div className={styles.fact}>
            <dt className={styles.icon}>
              <Users aria-hidden="true" />
              <span className={styles.hidden}>Coming</span>
            </dt>
            <dd className={styles.value}>{props.headcount}</dd>
          </div>
        )}
      </dl>
      {props.note && <p className={styles.note}>{props.note}</p>}
      {props.notice && !props.cancelled && (
        <p className={styles.notice} role="status">
          {props.notice}
        </p>
      )}
      <span id={newTab} className={styles.hidden}>
        Opens in a new tab
      </span>
    </header>
  );
}
PotluckInvitation.displayName = 'PotluckInvitation';
