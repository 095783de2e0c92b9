import type { LinkComponent } from '../components/Link/index.ts';
import {
  AddPlanEntryDialog,
  type AddPlanEntryDialogProps,
  MealPlanWeek,
  type MealPlanWeekProps,
  SharePlanDialog,
  type SharePlanDialogProps,
  UndoNotice,
  type UndoNoticeProps,
} from '../components/MealPlan/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export interface PlanScreenProps {
  shell: Shell;
  week: MealPlanWeekProps;
  add: AddPlanEntryDialogProps;
  /** The Undo notice after a removal. */
  removal: UndoNoticeProps;
  /** The owner's share dialog; absent on a plan shared with the member. */
  share?: SharePlanDialogProps | undefined;
  /** "Host a potluck" (issue 28): a link to /potlucks with the host form open. */
  hostPotluck?: { Link: LinkComponent } | undefined;
}

/** /plan: a week of the member's meal plan (or one shared with them), "+ Add", Undo after a removal, sharing. */
export function PlanScreen({ shell, week, add, removal, share, hostPotluck }: PlanScreenProps) {
  return (
    <AppShell {...shell} title="Meal plan">
      {hostPotluck && (
        <p>
          <hostPotluck.Link to="/potlucks?host">Host a potluck</hostPotluck.Link>
        </p>
      )}
      <MealPlanWeek {...week} />
      <AddPlanEntryDialog {...add} />
      <UndoNotice {...removal} />
      {share && <SharePlanDialog {...share} />}
    </AppShell>
  );
}
PlanScreen.displayName = 'PlanScreen';
