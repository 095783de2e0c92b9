// /potluck/:id for a member: the potluck machine (potluck/usePotluckPage.ts) drawn as the design system's
// PotluckScreen in the member's frame. "Add my dish to my shopping list" goes to the shopping list's queue (the
// shell's actor), like every change of the list; "Host again" opens the new potluck; leaving it goes to the
// member's potlucks. A guest without an account opens the same page in their own frame (routes/potluckGuest.tsx).
import { PotluckScreen } from '@potluck/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../links.tsx';
import { usePotluckPage } from '../potluck/usePotluckPage.ts';
import { selectPotluckScreen } from '../selectors/potluckScreen.ts';
import { env } from '../services.ts';
import { useMember } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

function PotluckPage({ potluckId }: { potluckId: string }) {
  const { member, whenListActors } = useMember();
  const navigate = useNavigate();
  const { potluck, snapshot } = usePotluckPage({ potluckId, memberId: member.id });
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
