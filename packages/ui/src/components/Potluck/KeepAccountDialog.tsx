import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Potluck.module.css';

export interface KeepAccountValues {
  username: string;
  password: string;
  /** Optional: the guest's name becomes their first name. */
  lName: string;
}

export interface KeepAccountDialogProps {
  open: boolean;
  /** The guest's name, kept as the account's first name: "Sam". */
  name: string;
  values: KeepAccountValues;
  /** What is wrong with a field, in words, once the guest tried to send. */
  errors: Partial<Record<keyof KeepAccountValues, string>>;
  /** Why the server refused ("That username is taken."); null: it did not. */
  error: string | null;
  status: 'editing' | 'saving';
  onOpenChange: (open: boolean) => void;
  onChange: (change: Partial<KeepAccountValues>) => void;
  onSubmit: () => void;
}

/**
 * "Keep this as an account": a guest without an account becomes a member with a username and a password, keeping
 * their answer, dishes and messages.
 */
export function KeepAccountDialog(props: KeepAccountDialogProps) {
  const { values, errors } = props;
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Keep this as an account"
      description={`Your answer, dishes and messages stay yours, as ${props.name}. With an account you can host potlucks, keep recipes and cookbooks, and log in anywhere.`}
      size="sm"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {props.error && (
          <p className={styles.formError} role="alert">
            {props.error}
          </p>
        )}
        <TextField
          label="Username"
          required
          autoComplete="username"
          value={values.username}
          error={errors.username}
          onChange={(event) => props.onChange({ username: event.target.value })}
        />
        <TextField
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => props.onChange({ password: event.target.value })}
        />
        <TextField
          label="Last name (optional)"
          autoComplete="family-name"
          value={values.lName}
          error={errors.lName}
          maxLength={50}
          onChange={(event) => props.onChange({ lName: event.target.value })}
        />
        <div>
          <Button type="submit" loading={props.status === 'saving'}>
            {props.status === 'saving' ? 'Keeping it…' : 'Keep it as my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
KeepAccountDialog.displayName = 'KeepAccountDialog';
