// /plan: the member's meal-plan actor (it lives in the shell, so "Plan it" on a recipe page queues through the
// same actor) drawn as the design system's PlanScreen. Opening the page reads the week; leaving it closes a
// dialog left open.
import { PlanScreen } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { RouterLink } from '../links.tsx';
import { selectPlanScreen } from '../selectors/planScreen.ts';
import { useListActors } from '../shell/AppActors.tsx';
import type { ListActors } from '../shell/listActors.ts';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  // The shell starts the list actors right after its first render; until then there is nothing to draw.
  const lists = useListActors();
  return lists ? <PlanPage plan={lists.plan} /> : null;
}

function PlanPage({ plan }: Pick<ListActors, 'plan'>) {
  useEffect(() => {
    plan.send({ type: 'plan.show' });
    return () => plan.send({ type: 'plan.leave' });
  }, [plan]);
  const snapshot = useSelector(plan, (s) => s);
  return <PlanScreen shell={useShell()} {...selectPlanScreen(snapshot, plan.send, { Link: RouterLink })} />;
}
