import type { LinkComponent } from '../components/Link/index.ts';
import {
  AddPlanEntryDialog,
  type AddPlanEntryDialogProps,
  CalendarFeedDialog,
  type CalendarFeedDialogProps,
  MealPlanWeek,
  type MealPlanWeekProps,
  SharePlanDialog,
  type SharePlanDialogProps,
  UndoNotice,
  type UndoNoticeProps,
  WeekToListDialog,
  type WeekToListDialogProps,
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
  /** "Some of these were already added": asked before a week's recipes go on the shopping list again. */
  toList: WeekToListDialogProps;
  /** The member's private calendar feed address ("Subscribe in your calendar"). */
  calendar: CalendarFeedDialogProps;
  /** "Host a potluck" (issue 28): a link to /potlucks with the host form open. */
  hostPotluck?: { Link: LinkComponent } | undefined;
}

/**
 * /plan: a week of the member's meal plan (or one shared with them), "+ Add", Undo after a removal, sharing, the
 * week onto the shopping list, the calendar feed's address, and "Host a potluck".
 */
export function PlanScreen({
  shell,
  week,
  add,
  removal,
  share,
  toList,
  calendar,
  hostPotluck,
}: PlanScreenProps) {
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
      <WeekToListDialog {...toList} />
      <CalendarFeedDialog {...calendar} />
    </AppShell>
  );
}
PlanScreen.displayName = 'PlanScreen';
