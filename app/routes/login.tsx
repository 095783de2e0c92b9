// /login: username and password (both required); a failure alerts 'Invalid credentials. Please try again.'
import { LoginForm } from '@potluck/ui';
import { useEffect } from 'react';
import { RouterLink } from '../links.tsx';
import { Session } from '../session.tsx';
import styles from './pages.module.css';

export function Component() {
  const session = Session.useActorRef();
  const busy = Session.useSelector((snapshot) => snapshot.hasTag('busy'));
  const error = Session.useSelector((snapshot) =>
    snapshot.matches({ loggedOut: 'loginFailed' }) ? snapshot.context.error : null,
  );

  useEffect(() => {
    if (error) window.alert(error);
  }, [error]);

  return (
    <div className={styles.authCard}>
      <LoginForm
        busy={busy}
        error={error}
        Link={RouterLink}
        onSubmit={(credentials) =>
          session.send({
            type: 'login.submit',
            credentials: { ...credentials, username: credentials.username.trim() },
          })
        }
      />
    </div>
  );
}
