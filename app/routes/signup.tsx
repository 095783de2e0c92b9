// /signup: username, password, first and last name required; bio up to 60 characters; intolerances optional.
// A server error is only logged and the form keeps what was typed (SPEC §5).
import { SignupForm } from '@potluck/ui';
import { RouterLink } from '../links.tsx';
import { Session } from '../session.tsx';
import styles from './pages.module.css';

export function Component() {
  const session = Session.useActorRef();
  const busy = Session.useSelector((snapshot) => snapshot.hasTag('busy'));
  return (
    <div className={styles.authCard}>
      <SignupForm
        busy={busy}
        Link={RouterLink}
        onSubmit={(fields) =>
          session.send({
            type: 'signup.submit',
            registration: { ...fields, username: fields.username.trim() },
          })
        }
      />
    </div>
  );
}
