// Member or visitor routes, from the session actor's state (SPEC §4). Each side gets its own router, created
// when the side is entered, so it starts from the address the login or logout left behind. The members' route
// table is loaded only for a member: visitors download the visitor app alone (decision 011).
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { potluckJoinAfterLoginKey, tokenKey } from '../machines/index.ts';
import { AppStatusProvider } from './appStatus.tsx';
import { Splash, visitorRouter } from './router.tsx';
import { onUnauthorized } from './services.ts';
import { Session } from './session.tsx';
import { Alerts } from './shell/alerts.ts';
import { Toasts } from './shell/toasts.ts';

type MemberApp = typeof import('./memberRouter.tsx');
let memberApp: Promise<MemberApp> | undefined;
/** Loads the members' route table once. */
const loadMemberApp = () => {
  memberApp ??= import('./memberRouter.tsx');
  return memberApp;
};

/** The members' route table once it has loaded, for a member; null until then and for visitors. */
function useMemberApp(wanted: boolean, prefetch: boolean): MemberApp | null {
  const [loaded, setLoaded] = useState<MemberApp | null>(null);
  useEffect(() => {
    // A transition: the member frame's first render is drawn in slices, the splash staying until it is done.
    if (wanted || prefetch) void loadMemberApp().then((app) => startTransition(() => setLoaded(app)));
  }, [wanted, prefetch]);
  return wanted ? loaded : null;
}

/**
 * SPEC §2: after logging in an admin goes to /admin, everyone else to /home (which redirects to /); a visitor who
 * came by a potluck's join link goes back to it (issue 28: the link waits in session storage), and a guest who
 * kept their potluck as an account stays on it.
 */
function afterLogin(isAdmin: boolean): string {
  // A potluck's guest without an account who kept it as an account stays on their potluck (issue 39).
  if (window.location.pathname.startsWith('/potluck/')) return window.location.pathname;
  const joinLink = window.sessionStorage.getItem(potluckJoinAfterLoginKey);
  if (joinLink?.startsWith('/potluck-link/')) {
    window.sessionStorage.removeItem(potluckJoinAfterLoginKey);
    return joinLink;
  }
  return isAdmin ? '/admin' : '/home';
}

function Routes() {
  const session = Session.useActorRef();
  const side = Session.useSelector((snapshot) =>
    snapshot.matches('checking') ? 'checking' : snapshot.matches('loggedIn') ? 'member' : 'visitor',
  );
  const isAdmin = Session.useSelector((snapshot) => snapshot.context.member?.isAdmin === true);
  // The members' table starts loading before it is needed: while a login or sign-up is sent, and while the
  // session of a returning member (one with a stored token) is being checked.
  const expectingMember = Session.useSelector(
    (snapshot) =>
      snapshot.hasTag('busy') ||
      (snapshot.matches('checking') && Boolean(snapshot.context.storage.getItem(tokenKey))),
  );
  const member = useMemberApp(side === 'member', expectingMember);
  const previous = useRef(side);

  useEffect(() => onUnauthorized(() => session.send({ type: 'session.unauthorized' })), [session]);

  const router = useMemo(() => {
    // Still checking, or the members' table still loading: the splash shows, and nothing has changed sides yet.
    if (side === 'checking' || (side === 'member' && !member)) return null;
    const from = previous.current;
    previous.current = side;
    if (member) {
      // SPEC §2: after logging in an admin goes to /admin, everyone else to /home (which redirects to /).
      if (from === 'visitor') window.history.replaceState(null, '', afterLogin(isAdmin));
      return member.memberRouter();
    }
    if (from === 'member') window.history.replaceState(null, '', '/');
    return visitorRouter();
  }, [side, isAdmin, member]);

  if (!router) return <Splash />;
  // Keyed by side: RouterProvider keeps the state of the router it first received, so a new router needs a
  // new provider (otherwise the member layout renders once with the visitor router's empty loader data).
  return <RouterProvider key={side} router={router} />;
}

export function App() {
  return (
    <AppStatusProvider>
      <Session.Provider>
        <Toasts.Provider>
          <Alerts.Provider>
            <Routes />
          </Alerts.Provider>
        </Toasts.Provider>
      </Session.Provider>
    </AppStatusProvider>
  );
}
