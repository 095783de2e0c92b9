// The session machine's logged-out states as the login and sign-up forms (SPEC §4, §5, §8).
import type { LoginFormProps, SignupFormProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { SessionEvent, sessionMachine } from '../../machines/sessionMachine.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
type Send = (event: SessionEvent) => void;

/** A failed login is the state `loginFailed`; the form shows the spec's text as an accessible alert. */
export function selectLoginForm(snapshot: SessionSnapshot, send: Send): LoginFormProps {
  return {
    busy: snapshot.hasTag('busy'),
    error: snapshot.matches({ loggedOut: 'loginFailed' }) ? snapshot.context.error : null,
    onSubmit: (credentials) =>
      send({ type: 'login.submit', credentials: { ...credentials, username: credentials.username.trim() } }),
  };
}

/** A sign-up error is only logged and the form keeps what was typed (SPEC §5). */
export function selectSignupForm(snapshot: SessionSnapshot, send: Send): SignupFormProps {
  return {
    busy: snapshot.hasTag('busy'),
    onSubmit: (fields) =>
      send({ type: 'signup.submit', registration: { ...fields, username: fields.username.trim() } }),
  };
}
