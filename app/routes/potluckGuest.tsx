// /potluck/:id and /potluck-guest/:secret for a visitor: a guest without an account (issue 39, decision 035) opens
// their potluck in the guest's frame. Who this browser is comes from the guest machine (the session cookie, or the
// private link signing it in); the page is the members' potluck page (potluck/usePotluckPage.ts). Anyone else is
// sent to log in; a private link that opens nothing any more says so. "Keep this as an account" hands the server's
// answer to the session, which opens the members' app on this same page.
import { PotluckPendingScreen, PotluckScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { potluckGuestMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { usePotluckPage } from '../potluck/usePotluckPage.ts';
import { selectGuestFrame, selectPotluckScreen } from '../selectors/potluckScreen.ts';
import { client, env } from '../services.ts';
import { Session } from '../session.tsx';
import { useNoticesProps } from '../shell/visitorShell.ts';

/** What a private link the host ended (or the guest replaced) says. */
const linkGone =
  'This link no longer opens the potluck. The host may have removed you or made a new join link: ask them for it.';

function GuestPotluckPage({
  potluckId,
  guestId,
  name,
}: {
  potluckId: string;
  guestId: string;
  name: string;
}) {
  const session = Session.useActorRef();
  const navigate = useNavigate();
  // The private link's secret, shown once right after answering (the join page passes it on, never in the URL).
  const guestSecret = (useLocation().state as { guestSecret?: string } | null)?.guestSecret ?? null;
  const { potluck, snapshot } = usePotluckPage({ potluckId, memberId: guestId, guestSecret });
  useEffect(() => {
    const subscriptions = [
      potluck.on('account.kept', ({ answer }) => session.send({ type: 'account.kept', answer })),
      potluck.on('potluck.left', () => navigate('/', { replace: true })),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [potluck, session, navigate]);
  const notices = useNoticesProps();
  return (
    <PotluckScreen
      shell={{ guest: { ...selectGuestFrame(snapshot, potluck.send, name), ...notices, Link: RouterLink } }}
      {...selectPotluckScreen(snapshot, potluck.send, { Link: RouterLink, origin: env.origin })}
    />
  );
}

export function Component() {
  const { id, secret } = useParams();
  const guest = useActorRef(potluckGuestMachine, { input: { client, secret: secret ?? null } });
  const snapshot = useSelector(guest, (s) => s);
  const notices = useNoticesProps();
  const frame = { guest: { name: '', onKeepAccount: null, ...notices, Link: RouterLink } };
  const { session } = snapshot.context;
  if (snapshot.matches('guest') && session) {
    // Signed in by the link, or at another potluck's address: the guest's own potluck, at its own address.
    if (id !== session.potluckId) return <Navigate to={`/potluck/${session.potluckId}`} replace />;
    return <GuestPotluckPage potluckId={session.potluckId} guestId={session.guestId} name={session.name} />;
  }
  if (snapshot.matches('notGuest') && !snapshot.context.secret) return <Navigate to="/login" replace />;
  return (
    <PotluckPendingScreen
      shell={frame}
      status={snapshot.matches('checking') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'gone'}
      goneMessage={linkGone}
      onReload={() => guest.send({ type: 'guest.retry' })}
    />
  );
}
