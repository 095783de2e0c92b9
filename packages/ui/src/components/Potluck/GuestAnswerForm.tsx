import { potluckLimits } from '@potluck/domain';
import { useId } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { SegmentedControl } from '../../primitives/SegmentedControl/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Join.module.css';
import { type PotluckAnswerChoice, potluckAnswerChoices } from './PotluckAnswer.tsx';
import { PotluckNeedsField } from './PotluckNeedsField.tsx';

export interface GuestAnswerValues {
  name: string;
  answer: PotluckAnswerChoice;
  /** People the answer brings, the visitor included (1–potluckLimits.people). */
  people: number;
  /** Intolerances ("gluten"): only the host reads them. */
  needs: readonly string[];
}

export interface GuestAnswerFormProps {
  values: GuestAnswerValues;
  /** `name`: why the name cannot go ("Say your name…"); `form`: why the server refused the answer. */
  errors: { name?: string | null | undefined; form?: string | null | undefined };
  sending: boolean;
  onChange: (change: Partial<GuestAnswerValues>) => void;
  onSend: () => void;
}

/** A visitor answers an invitation without an account: a name, coming or not, how many, and their needs. */
export function GuestAnswerForm({ values, errors, sending, onChange, onSend }: GuestAnswerFormProps) {
  const comingId = useId();
  const coming = values.answer !== 'cant_go';
  return (
    <form
      className={styles.form}
      aria-labelledby="guest-answer-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <h2 id="guest-answer-title" className={styles.formTitle}>
        Your answer
      </h2>
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        label="Your name"
        hint="As the host and the other guests will see it."
        required
        autoComplete="name"
        maxLength={potluckLimits.guestNameLength}
        value={values.name}
        error={errors.name ?? undefined}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className={styles.field}>
        <span id={comingId} className={styles.label}>
          Are you coming?
        </span>
        <SegmentedControl
          label="Are you coming?"
          aria-labelledby={comingId}
          options={potluckAnswerChoices}
          value={values.answer}
          onValueChange={(answer) => onChange({ answer })}
        />
      </div>
      {coming && (
        <>
          <TextField
            label="How many people, you included"
            type="number"
            inputMode="numeric"
            min={1}
            max={potluckLimits.people}
            className={styles.people}
            value={values.people}
            onChange={(event) => {
              const people = Number(event.target.value);
              if (Number.isInteger(people) && people >= 1 && people <= potluckLimits.people)
                onChange({ people });
            }}
          />
          <PotluckNeedsField
            legend={values.people > 1 ? 'Your party’s needs' : 'Your needs'}
            value={values.needs}
            onValueChange={(needs) => onChange({ needs })}
          />
        </>
      )}
      <div>
        <Button type="submit" size="lg" loading={sending}>
          {sending ? 'Sending…' : 'Send my answer'}
        </Button>
      </div>
    </form>
  );
}
GuestAnswerForm.displayName = 'GuestAnswerForm';
