// /potluck-link/:token for a member: the potluck's title and host, then "Join the potluck", which opens it.
import { AppShell, PotluckJoinScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { potluckJoinMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../noticeForwarding.ts';
import { selectJoinPotluck } from '../selectors/potluckJoinScreen.ts';
import { client, env } from '../services.ts';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const join = useActorRef(potluckJoinMachine, {
    input: { client, token, member: true, storage: env.sessionStorage },
  });
  useNotices(join);
  const snapshot = useSelector(join, (s) => s);
  useEffect(() => {
    const opened = join.on('potluck.opened', ({ potluckId }) =>
      navigate(`/potluck/${potluckId}`, { replace: true }),
    );
    return () => opened.unsubscribe();
  }, [join, navigate]);
  const shell = useShell();
  return (
    <PotluckJoinScreen
      frame={(children) => <AppShell {...shell}>{children}</AppShell>}
      join={selectJoinPotluck(snapshot, join.send, { Link: RouterLink })}
    />
  );
}
