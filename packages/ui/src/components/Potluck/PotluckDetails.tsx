import { Button } from '../../primitives/Button/index.ts';
import fieldStyles from '../../primitives/Field/Field.module.css';
import styles from './Potluck.module.css';

export type PotluckAnswerChoice = 'going' | 'maybe' | 'cant_go';

export interface PotluckDetailsProps {
  title: string;
  /** "Sunday 6 December 2026 at 13:00". */
  when: string;
  place: string;
  note: string;
  /** "Hosted by Maria Rossi". */
  hostLine: string;
  /** "4 people coming". */
  headcount: string;
  /** Who is invited and what they said: "Priya Shah · Going, 2 people". */
  guests: readonly {
    id: string;
    line: string;
    /** The host's "Remove" (null for the host and for a guest's view), named for its guest: "Remove Priya Shah". */
    onRemove: (() => void) | null;
    removeLabel: string;
  }[];
  /** "This potluck was cancelled." or "The host closed claims.", when so. */
  notice: string | null;
  /** The member's answer and how many they bring; null on a cancelled potluck. */
  answer: { value: PotluckAnswerChoice | null; people: number; busy: boolean } | null;
  onAnswer: (answer: { answer: PotluckAnswerChoice; people: number }) => void;
  /** "People you bring" typed (sent once typing rests), and the field left (sent at once). */
  onPeopleChange: (change: { people: number }) => void;
  onPeopleDone: () => void;
  /** "Leave this potluck" for a guest (null for the host and once cancelled). */
  onLeave: (() => void) | null;
  /** The host's tools; null for a guest. */
  host: {
    claimsClosed: boolean;
    /** The join link's address while on, null while off. */
    joinLink: string | null;
    busy: boolean;
    onEdit: () => void;
    onInvite: () => void;
    onToggleClaims: () => void;
    onToggleJoinLink: () => void;
    onCancel: () => void;
  } | null;
  onHostAgain: (() => void) | null;
  onSaveCookbook: () => void;
}

const answers: { value: PotluckAnswerChoice; label: string }[] = [
  { value: 'going', label: 'Going' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'cant_go', label: 'Can’t go' },
];

/** The potluck's title, when and where, the headcount, the member's answer and the host's tools. */
export function PotluckDetails(props: PotluckDetailsProps) {
  const { answer, host } = props;
  return (
    <section className={styles.details} aria-labelledby="potluck-title">
      <h2 id="potluck-title" className={styles.title}>
        {props.title}
      </h2>
      <p className={styles.muted}>{props.hostLine}</p>
      <p>{props.when}</p>
      {props.place && <p>{props.place}</p>}
      {props.note && <p className={styles.muted}>{props.note}</p>}
      <p>
        <strong>{props.headcount}</strong>
      </p>
      <ul className={styles.diet} aria-label="Guests">
        {props.guests.map((guest) => (
          <li key={guest.id} className={styles.muted}>
            {guest.line}
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
      {props.notice && (
        <p className={styles.notice} role="status">
          {props.notice}
        </p>
      )}
      {answer && (
        <fieldset className={styles.answer} aria-busy={answer.busy}>
          <legend className={styles.answerTitle}>Your answer</legend>
          {answers.map((choice) => (
            <Button
              key={choice.value}
              size="sm"
              variant={answer.value === choice.value ? 'primary' : 'secondary'}
              aria-pressed={answer.value === choice.value}
              onClick={() => props.onAnswer({ answer: choice.value, people: answer.people })}
            >
              {choice.label}
            </Button>
          ))}
          <label className={styles.people}>
            People you bring (you included)
            <input
              className={fieldStyles.control}
              type="number"
              min={1}
              max={20}
              value={answer.people}
              onChange={(event) => {
                const people = Number(event.target.value);
                if (Number.isInteger(people) && people >= 1) props.onPeopleChange({ people });
              }}
              onBlur={() => props.onPeopleDone()}
            />
          </label>
        </fieldset>
      )}
      <div className={styles.row}>
        {host && (
          <>
            <Button size="sm" variant="secondary" onClick={() => host.onEdit()}>
              Edit
            </Button>
            <Button size="sm" variant="secondary" onClick={() => host.onInvite()}>
              Invite friends
            </Button>
            <Button size="sm" variant="secondary" disabled={host.busy} onClick={() => host.onToggleClaims()}>
              {host.claimsClosed ? 'Reopen claims' : 'Close claims'}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={host.busy}
              onClick={() => host.onToggleJoinLink()}
            >
              {host.joinLink ? 'Turn the join link off' : 'Turn the join link on'}
            </Button>
            <Button size="sm" variant="danger" onClick={() => host.onCancel()}>
              Cancel the potluck
            </Button>
          </>
        )}
        {props.onHostAgain && (
          <Button size="sm" variant="secondary" onClick={() => props.onHostAgain?.()}>
            Host again
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => props.onSaveCookbook()}>
          Save the menu as a cookbook
        </Button>
        {props.onLeave && (
          <Button size="sm" variant="ghost" onClick={() => props.onLeave?.()}>
            Leave this potluck
          </Button>
        )}
      </div>
      {host?.joinLink && (
        <p className={styles.notice}>
          Join link (for members who are not your friends yet): <code>{host.joinLink}</code>
        </p>
      )}
    </section>
  );
}
PotluckDetails.displayName = 'PotluckDetails';
