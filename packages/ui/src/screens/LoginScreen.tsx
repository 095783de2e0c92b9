import { LoginForm, type LoginFormProps } from '../components/AuthForms/index.ts';
import { VisitorShell, type VisitorShellProps } from './AppShell/VisitorShell.tsx';

/** /login: username and password; a failure shows the spec's text as an accessible alert. */
export function LoginScreen({ shell, form }: { shell: VisitorShellProps; form: LoginFormProps }) {
  return (
    <VisitorShell {...shell}>
      <LoginForm Link={shell.Link} {...form} />
    </VisitorShell>
  );
}
LoginScreen.displayName = 'LoginScreen';
