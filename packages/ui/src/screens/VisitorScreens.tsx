import {
  LoginForm,
  type LoginFormProps,
  SignupForm,
  type SignupFormProps,
} from '../components/AuthForms/index.ts';
import { LandingHero } from '../components/Landing/index.ts';
import type { LinkComponent } from '../components/Link/index.ts';
import { AppShell } from './AppShell/index.ts';

/** The pages a visitor sees: landing (/ and any unknown path), /login and /signup. */
export function LandingScreen({ Link }: { Link?: LinkComponent }) {
  return (
    <AppShell topBar={{ loggedIn: false, Link }}>
      <LandingHero Link={Link} />
    </AppShell>
  );
}
LandingScreen.displayName = 'LandingScreen';

export function LoginScreen(props: LoginFormProps) {
  return (
    <AppShell topBar={{ loggedIn: false, Link: props.Link }}>
      <LoginForm {...props} />
    </AppShell>
  );
}
LoginScreen.displayName = 'LoginScreen';

export function SignupScreen(props: SignupFormProps) {
  return (
    <AppShell topBar={{ loggedIn: false, Link: props.Link }}>
      <SignupForm {...props} />
    </AppShell>
  );
}
SignupScreen.displayName = 'SignupScreen';
