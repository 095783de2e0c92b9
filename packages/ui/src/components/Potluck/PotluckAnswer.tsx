import { potluckLimits } from '@potluck/domain';
import { Button } from '../../primitives/Button/index.ts';
import fieldStyles from '../../primitives/Field/Field.module.css';
import styles from './Invitation.module.css';

export type PotluckAnswerChoice = 'going' | 'maybe' | 'cant_go';

export const potluckAnswerChoices: readonly { value: PotluckAnswerChoice; label: string }[] = [
  { value: 'going', label: 'Going' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'cant_go', label: 'Can’t go' },
];

/** "What are you bringing?": the member's dishes, and a way into each course that still has room. */
export interface PotluckBringing {
  /** The member's own dishes: "Roast chicken with bread sauce", course "Mains". */
  dishes: readonly { id: string; title: string; course: string }[];
  /** Each course with an open place: "Bring a main" (bringCourseWords), which opens "Bring a dish" there. */
  open: readonly { course: string; label: string; onClaim: () => void }[];
}

export interface PotluckAnswerProps {
  /** The member's answer and how many they bring; null on a cancelled potluck. */
  answer: { value: PotluckAnswerChoice | null; people: number; busy: boolean } | null;
  onAnswer: (answer: { answer: PotluckAnswerChoice; people: number }) => void;
  /** "People you bring" typed (sent once typing rests), and the field left (sent at once). */
  onPeopleChange: (change: { people: number }) => void;
  onPeopleDone: () => void;
  /** Null on a cancelled potluck, or where the member may not claim. */
  bringing?: PotluckBringing | null | undefined;
  /** "Leave this potluck" for a guest (null for the host and once cancelled). */
  onLeave: (() => void) | null;
}

/** The first things to do on an invitation: answer, and say what you bring. */
export function PotluckAnswer(props: PotluckAnswerProps) {
  const { answer, bringing } = props;
  if (!answer && !bringing && !props.onLeave) return null;
  return (
    <div className={styles.todo}>
      {answer && (
        <section className={styles.panel} aria-labelledby="potluck-answer" aria-busy={answer.busy}>
          <h2 id="potluck-answer" className={styles.panelTitle}>
            Your answer
          </h2>
          {answer.value === null && <p className={styles.muted}>You have not answered yet.</p>}
          <div className={styles.choices}>
            {potluckAnswerChoices.map((choice) => (
              <Button
                key={choice.value}
                variant={answer.value === choice.value ? 'primary' : 'secondary'}
                aria-pressed={answer.value === choice.value}
                className={styles.choice}
                onClick={() => props.onAnswer({ answer: choice.value, people: answer.people })}
              >
                {choice.label}
              </Button>
            ))}
          </div>
          <label className={styles.people}>
            People you bring (you included)
            <input
              className={fieldStyles.control}
              type="number"
              min={1}
              max={potluckLimits.people}
              value={answer.people}
              onChange={(event) => {
                const people = Number(event.target.value);
                if (Number.isInteger(people) && people >= 1) props.onPeopleChange({ people });
              }}
              onBlur={() => props.onPeopleDone()}
            />
          </label>
          {props.onLeave && (
            <div>
              <Button size="sm" variant="ghost" onClick={() => props.onLeave?.()}>
                Leave this potluck
              </Button>
            </div>
          )}
        </section>
      )}
      {bringing && (
        <section className={styles.panel} aria-labelledby="potluck-bringing">
          <h2 id="potluck-bringing" className={styles.panelTitle}>
            What are you bringing?
          </h2>
          {bringing.dishes.length > 0 ? (
            <ul className={styles.mine}>
              {bringing.dishes.map((dish) => (
                <li key={dish.id}>
                  <strong>{dish.title}</strong> <span className={styles.muted}>· {dish.course}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>Nothing yet. Pick a course with room for one more dish.</p>
          )}
          {bringing.open.length > 0 ? (
            <ul
              className={styles.bring}
              aria-label={bringing.dishes.length > 0 ? 'Bring another dish' : 'Courses'}
            >
              {bringing.open.map((course) => (
                <li key={course.course}>
                  <Button variant="secondary" onClick={() => course.onClaim()}>
                    {course.label}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>No course has a place left to claim.</p>
          )}
        </section>
      )}
    </div>
  );
}
PotluckAnswer.displayName = 'PotluckAnswer';
