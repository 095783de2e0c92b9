// /potluck-link/:token for a visitor: the invitation, then their answer as a guest without an account (the potluck
// opens, showing their private link once: passed in the navigation's state, never in an address), or sign up or
// log in; the link is kept in session storage and the app comes back to it once they are in (App.tsx).
import { PotluckJoinScreen, VisitorShell } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { potluckJoinMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { selectJoinPotluck } from '../selectors/potluckJoinScreen.ts';
import { client, env } from '../services.ts';
import { useVisitorShell } from '../shell/visitorShell.ts';

export function Component() {
  const { token = '' } = useParams();
  const join = useActorRef(potluckJoinMachine, {
    input: { client, token, member: false, storage: env.sessionStorage },
  });
  const snapshot = useSelector(join, (s) => s);
  const navigate = useNavigate();
  useEffect(() => {
    const subscriptions = [
      join.on('guest.joined', ({ potluckId, secret }) =>
        navigate(`/potluck/${potluckId}`, { replace: true, state: { guestSecret: secret } }),
      ),
      join.on('potluck.opened', ({ potluckId }) => navigate(`/potluck/${potluckId}`, { replace: true })),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [join, navigate]);
  const shell = useVisitorShell();
  return (
    <PotluckJoinScreen
      frame={(children) => <VisitorShell {...shell}>{children}</VisitorShell>}
      join={selectJoinPotluck(snapshot, join.send, { Link: RouterLink })}
    />
  );
}
