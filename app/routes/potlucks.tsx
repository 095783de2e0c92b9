// /potlucks: the potlucks machine drawn as the design system's PotlucksScreen. `?host` (from the plan's "Host a
// potluck") opens the form at once; a potluck hosted opens its page. The form is the list's child machine while it
// is open: it draws the page again when it moves, and what it tells the member is shown.
import { PotlucksScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { potlucksMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../noticeForwarding.ts';
import { selectPotlucksScreen } from '../selectors/potlucksScreen.ts';
import { client, env } from '../services.ts';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const potlucks = useActorRef(potlucksMachine, {
    input: { client, now: env.now, hostAtOnce: params.has('host') },
  });
  useNotices(potlucks);
  const snapshot = useSelector(potlucks, (s) => s);
  const form = snapshot.children.hostForm;
  useSelector(form, (s) => s);
  useNotices(form);
  useEffect(() => {
    const opened = potlucks.on('potluck.opened', ({ potluckId }) => navigate(`/potluck/${potluckId}`));
    return () => opened.unsubscribe();
  }, [potlucks, navigate]);
  return (
    <PotlucksScreen
      shell={useShell()}
      {...selectPotlucksScreen(snapshot, potlucks.send, { Link: RouterLink })}
    />
  );
}
