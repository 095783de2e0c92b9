// /login: username and password (both required); a failure says 'Invalid credentials. Please try again.'
import { LoginScreen } from '@potluck/ui';
import { selectLoginForm } from '../selectors/authScreens.ts';
import { Session } from '../session.tsx';
import { useVisitorShell } from '../shell/visitorShell.ts';

export function Component() {
  const session = Session.useActorRef();
  const snapshot = Session.useSelector((s) => s);
  return <LoginScreen shell={useVisitorShell()} form={selectLoginForm(snapshot, session.send)} />;
}
