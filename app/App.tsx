// Member or visitor routes, from the session actor's state (SPEC §4). Each side gets its own router, created
// when the side is entered, so it starts from the address the login or logout left behind.
import { Spinner } from '@potluck/ui';
import { useEffect, useMemo, useRef } from 'react';
import { RouterProvider } from 'react-router-dom';
import { memberRouter, visitorRouter } from './router.tsx';
import { onUnauthorized } from './services.ts';
import { Session } from './session.tsx';
import { Toaster } from './shell/Toaster.tsx';
import { Toasts } from './shell/toasts.ts';

function Routes() {
  const session = Session.useActorRef();
  const side = Session.useSelector((snapshot) =>
    snapshot.matches('checking') ? 'checking' : snapshot.matches('loggedIn') ? 'member' : 'visitor',
  );
  const isAdmin = Session.useSelector((snapshot) => snapshot.context.member?.isAdmin === true);
  const previous = useRef(side);

  useEffect(() => onUnauthorized(() => session.send({ type: 'session.unauthorized' })), [session]);

  const router = useMemo(() => {
    const from = previous.current;
    previous.current = side;
    if (side === 'checking') return null;
    if (side === 'member') {
      // SPEC §2: after logging in an admin goes to /admin, everyone else to /home (which redirects to /).
      if (from === 'visitor') window.history.replaceState(null, '', isAdmin ? '/admin' : '/home');
      return memberRouter();
    }
    if (from === 'member') window.history.replaceState(null, '', '/');
    return visitorRouter();
  }, [side, isAdmin]);

  if (!router) {
    return (
      <div className="app-splash">
        <Spinner size="lg" label="Loading Potluck" />
      </div>
    );
  }
  // Keyed by side: RouterProvider keeps the state of the router it first received, so a new router needs a
  // new provider (otherwise the member layout renders once with the visitor router's empty loader data).
  return <RouterProvider key={side} router={router} />;
}

export function App() {
  return (
    <Session.Provider>
      <Toasts.Provider>
        <Routes />
        <Toaster />
      </Toasts.Provider>
    </Session.Provider>
  );
}
