// /plan: the member's meal-plan actor (it lives in the shell, so "Plan it" on a recipe page queues through the
// same actor) drawn as the design system's PlanScreen. Opening the page reads the week; leaving it closes a
// dialog left open.
import { PlanScreen } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { RouterLink } from '../links.tsx';
import { selectPlanScreen } from '../selectors/planScreen.ts';
import { useMember } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const { plan } = useMember();
  useEffect(() => {
    plan.send({ type: 'plan.show' });
    return () => plan.send({ type: 'plan.leave' });
  }, [plan]);
  const snapshot = useSelector(plan, (s) => s);
  return (
    <PlanScreen
      shell={useShell()}
      hostPotluck={{ Link: RouterLink }}
      {...selectPlanScreen(snapshot, plan.send, { Link: RouterLink })}
    />
  );
}
