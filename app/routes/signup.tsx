// /signup: username, password, first and last name required; bio up to 60 characters; intolerances optional.
import { SignupScreen } from '@potluck/ui';
import { selectSignupForm } from '../selectors/authScreens.ts';
import { Session } from '../session.tsx';
import { useVisitorShell } from '../shell/visitorShell.ts';

export function Component() {
  const session = Session.useActorRef();
  const snapshot = Session.useSelector((s) => s);
  return <SignupScreen shell={useVisitorShell()} form={selectSignupForm(snapshot, session.send)} />;
}
