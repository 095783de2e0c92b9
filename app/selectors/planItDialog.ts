// "Plan it" from a recipe card's ⋯ menu: the shell's planIt machine as the PlanItDialog's props (the same days as
// "Plan it" on a recipe's page: today, then the next two weeks).
import type { PlanItDialogProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { PlanItEvent, planItMachine } from '../../machines/plan/planItMachine.ts';
import { planDays } from './recipeDetail.ts';

export function selectPlanItDialog(
  snapshot: SnapshotFrom<typeof planItMachine>,
  send: (event: PlanItEvent) => void,
): PlanItDialogProps {
  const { context } = snapshot;
  return {
    open: snapshot.matches('choosing'),
    onOpenChange: (open) => {
      if (!open) send({ type: 'planIt.close' });
    },
    title: context.recipe?.title ?? '',
    day: context.day,
    days: planDays(context.now),
    meal: context.meal,
    servings: context.servings,
    onChange: (change) => send({ type: 'planIt.change', ...change }),
    onConfirm: () => send({ type: 'planIt.confirm' }),
  };
}
