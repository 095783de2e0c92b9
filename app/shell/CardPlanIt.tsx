// "Plan it" from a recipe card, whichever grid it is on: the shell's planIt actor drawn as the design system's
// PlanItDialog. Loaded when the dialog first opens (MemberLayout), so a page's first JavaScript does not carry
// the dialog's form.
import { PlanItDialog } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { planItMachine } from '../../machines/plan/planItMachine.ts';
import { selectPlanItDialog } from '../selectors/planItDialog.ts';

export default function CardPlanIt({ planIt }: { planIt: ActorRefFrom<typeof planItMachine> }) {
  const snapshot = useSelector(planIt, (s) => s);
  return <PlanItDialog {...selectPlanItDialog(snapshot, planIt.send)} />;
}
