// /potluck/:id: the potluck machine drawn as the design system's PotluckScreen. Its thread and its dialogs are
// child machines: each draws the page again when it moves, and what it tells the member is forwarded like the
// page's own. "Add my dish to my shopping list" goes to the shopping list's queue (the shell's actor), like every
// change of the list; "Host again" opens the new potluck; leaving it goes to the member's potlucks.
import { PotluckScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { AnyActorRef } from 'xstate';
import { potluckMachine } from '../../machines/index.ts';
import { useFirstDrawInSlices } from '../firstDrawInSlices.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../noticeForwarding.ts';
import { selectPotluckScreen } from '../selectors/potluckScreen.ts';
import { client, env } from '../services.ts';
import { useMember } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

/** A child machine of the page: the page is drawn again when it moves, and its notices are shown. */
function useChild(child: AnyActorRef | undefined) {
  useSelector(child, (s) => s);
  useNotices(child);
}

function PotluckPage({ potluckId }: { potluckId: string }) {
  const { member, whenListActors } = useMember();
  const navigate = useNavigate();
  const potluck = useActorRef(potluckMachine, {
    input: { client, potluckId, memberId: member.id, now: env.now },
  });
  useNotices(potluck);
  // The loaded potluck (details, guests, menu, thread) is first drawn in slices; every later change at once.
  const snapshot = useFirstDrawInSlices(
    useSelector(potluck, (s) => s),
    (s) => s.matches('loaded'),
  );
  const { thread, claim, hostForm, invitations, hostAgain } = potluck.getSnapshot().children;
  useChild(thread);
  useChild(claim);
  useChild(hostForm);
  useChild(invitations);
  useChild(hostAgain);
  useEffect(() => {
    const subscriptions = [
      potluck.on('shopping.addRecipe', ({ type: _, ...recipe }) => {
        void whenListActors.then(({ shopping }) => shopping.send({ type: 'recipe.add', ...recipe }));
      }),
      potluck.on('potluck.opened', ({ potluckId: id }) => navigate(`/potluck/${id}`)),
      potluck.on('potluck.left', () => navigate('/potlucks', { replace: true })),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [potluck, whenListActors, navigate]);
  return (
    <PotluckScreen
      shell={useShell()}
      {...selectPotluckScreen(snapshot, potluck.send, { Link: RouterLink, origin: env.origin })}
    />
  );
}

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id: another potluck (hosted again) gets a fresh machine.
  return <PotluckPage key={id} potluckId={id} />;
}
