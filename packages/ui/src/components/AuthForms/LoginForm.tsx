import { canLogIn } from '@potluck/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './AuthForms.module.css';

export interface LoginFormProps {
  onSubmit: (credentials: { username: string; password: string }) => void;
  busy?: boolean;
  /** 'Invalid credentials. Please try again.' */
  error?: string | null | undefined;
  Link?: LinkComponent;
}

/** Log in with username and password, both required. */
export function LoginForm({ onSubmit, busy = false, error, Link = AnchorLink }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canLogIn(username, password)) onSubmit({ username: username.trim(), password });
  };
  return (
    <Card asChild padding="lg" className={styles.card}>
      <form onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Log In
        </h1>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <TextField
          label="Username"
          required
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block loading={busy} disabled={!canLogIn(username, password)}>
          {busy ? 'Logging in…' : 'Log In'}
        </Button>
        <p className={styles.switch}>
          New here? <Link to="/signup">Sign Up</Link>
        </p>
      </form>
    </Card>
  );
}
LoginForm.displayName = 'LoginForm';
