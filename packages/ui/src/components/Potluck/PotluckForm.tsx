import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { TextArea } from '../../primitives/TextArea/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Potluck.module.css';

export type PotluckFormCourse = 'starter' | 'main' | 'side' | 'dessert' | 'drinks';

export interface PotluckFormDraft {
  title: string;
  day: string;
  time: string;
  place: string;
  note: string;
  courses: Record<PotluckFormCourse, number>;
  dish: string;
  dishCourse: PotluckFormCourse;
}

export type PotluckFormChange = Partial<Omit<PotluckFormDraft, 'courses'>> & {
  course?: { course: PotluckFormCourse; places: number };
};

export interface PotluckFormProps {
  open: boolean;
  /** "Host a potluck" or "Edit the potluck". */
  title: string;
  draft: PotluckFormDraft;
  /** What is wrong, by field, in words. */
  problems: Partial<Record<keyof PotluckFormDraft, string>>;
  /** The host's own dish: only when hosting a new potluck. */
  withDish: boolean;
  saving: boolean;
  courseNames: Record<PotluckFormCourse, string>;
  onChange: (change: PotluckFormChange) => void;
  onSave: () => void;
  onOpenChange: (open: boolean) => void;
}

const order: PotluckFormCourse[] = ['starter', 'main', 'side', 'dessert', 'drinks'];

/** The host's form: title, day and time, place, note, places per course, and optionally their own dish. */
export function PotluckForm(props: PotluckFormProps) {
  const { draft, problems, onChange } = props;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.title} size="md">
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        <TextField
          label="Title"
          value={draft.title}
          maxLength={100}
          error={draft.title ? problems.title : undefined}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <div className={styles.row}>
          <TextField
            label="Day"
            type="date"
            value={draft.day}
            error={problems.day}
            onChange={(event) => onChange({ day: event.target.value })}
          />
          <TextField
            label="Time"
            type="time"
            value={draft.time}
            error={problems.time}
            onChange={(event) => onChange({ time: event.target.value })}
          />
        </div>
        <TextField
          label="Place"
          value={draft.place}
          maxLength={200}
          error={problems.place}
          onChange={(event) => onChange({ place: event.target.value })}
        />
        <TextArea
          label="Note"
          value={draft.note}
          maxLength={1000}
          onChange={(event) => onChange({ note: event.target.value })}
        />
        <fieldset className={styles.places}>
          <legend>Dishes each course needs</legend>
          {order.map((course) => (
            <TextField
              key={course}
              label={props.courseNames[course]}
              type="number"
              min={0}
              max={10}
              value={draft.courses[course]}
              onChange={(event) => onChange({ course: { course, places: Number(event.target.value) } })}
            />
          ))}
        </fieldset>
        {problems.courses && <p role="alert">{problems.courses}</p>}
        {props.withDish && (
          <div className={styles.row}>
            <TextField
              label="Your own dish (optional)"
              value={draft.dish}
              maxLength={200}
              placeholder="A lemon tart"
              error={problems.dish}
              onChange={(event) => onChange({ dish: event.target.value })}
            />
            <label className={styles.found}>
              Its course
              <select
                value={draft.dishCourse}
                onChange={(event) => onChange({ dishCourse: event.target.value as PotluckFormCourse })}
              >
                {order.map((course) => (
                  <option key={course} value={course}>
                    {props.courseNames[course]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        <div>
          <Button type="submit" loading={props.saving} disabled={Object.keys(problems).length > 0}>
            {props.withDish ? 'Host it' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
PotluckForm.displayName = 'PotluckForm';
