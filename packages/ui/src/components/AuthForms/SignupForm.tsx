import { bioCounter, intolerances, limits, missingSignUpFields } from '@potluck/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { MultiSelect } from '../../primitives/MultiSelect/index.ts';
import { TextArea } from '../../primitives/TextArea/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './AuthForms.module.css';

export interface SignupFields {
  username: string;
  password: string;
  fName: string;
  lName: string;
  bio: string;
  intolerances: string[];
}

export interface SignupFormProps {
  onSubmit: (fields: SignupFields) => void;
  busy?: boolean;
  Link?: LinkComponent;
}

const empty: SignupFields = { username: '', password: '', fName: '', lName: '', bio: '', intolerances: [] };

/** Sign up: username, password, first and last name required; bio (60) and intolerances optional. */
export function SignupForm({ onSubmit, busy = false, Link = AnchorLink }: SignupFormProps) {
  // The form keeps what was typed after a failed sign-up (SPEC §5), so it is never cleared here.
  const [fields, setFields] = useState<SignupFields>(empty);
  const set = (name: keyof SignupFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const complete = missingSignUpFields(fields).length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit(fields);
  };
  return (
    <Card asChild padding="lg" className={styles.card}>
      <form onSubmit={submit} aria-labelledby="signup-title">
        <h1 id="signup-title" className={styles.title}>
          Sign Up
        </h1>
        <TextField
          label="Username"
          required
          autoComplete="username"
          value={fields.username}
          onChange={set('username')}
        />
        <TextField
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          value={fields.password}
          onChange={set('password')}
        />
        <div className={styles.row}>
          <TextField
            label="First name"
            required
            autoComplete="given-name"
            value={fields.fName}
            onChange={set('fName')}
          />
          <TextField
            label="Last name"
            required
            autoComplete="family-name"
            value={fields.lName}
            onChange={set('lName')}
          />
        </div>
        <TextArea
          label="Bio"
          maxLength={limits.bioMax}
          counter={bioCounter}
          value={fields.bio}
          onChange={set('bio')}
          rows={2}
        />
        <MultiSelect
          label="Intolerances"
          options={intolerances}
          value={fields.intolerances}
          onValueChange={(value) => setFields((current) => ({ ...current, intolerances: value }))}
        />
        <Button type="submit" block loading={busy} disabled={!complete}>
          {busy ? 'Signing up…' : 'Sign Up'}
        </Button>
        <p className={styles.switch}>
          Already a member? <Link to="/login">Log In</Link>
        </p>
      </form>
    </Card>
  );
}
SignupForm.displayName = 'SignupForm';
