// /potluck-link/:token for a visitor: the potluck's title and host, then sign up or log in; the link is kept in
// session storage and the app comes back to it once they are in (App.tsx).
import { PotluckJoinScreen, VisitorShell } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router-dom';
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
  const shell = useVisitorShell();
  return (
    <PotluckJoinScreen
      frame={(children) => <VisitorShell {...shell}>{children}</VisitorShell>}
      join={selectJoinPotluck(snapshot, join.send, { Link: RouterLink })}
    />
  );
}
