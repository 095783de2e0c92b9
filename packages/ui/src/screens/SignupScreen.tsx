import { SignupForm, type SignupFormProps } from '../components/AuthForms/index.ts';
import { VisitorShell, type VisitorShellProps } from './AppShell/VisitorShell.tsx';

/** /signup: the sign-up form. */
export function SignupScreen({ shell, form }: { shell: VisitorShellProps; form: SignupFormProps }) {
  return (
    <VisitorShell {...shell}>
      <SignupForm Link={shell.Link} {...form} />
    </VisitorShell>
  );
}
SignupScreen.displayName = 'SignupScreen';
