export * from './AddPlanEntryDialog.tsx';
export * from './CalendarFeedDialog.tsx';
export * from './MealPlanWeek.tsx';
export * from './PlanDay.tsx';
export * from './PlanEntry.tsx';
export * from './SharePlanDialog.tsx';
export * from './UndoNotice.tsx';
export * from './WeekToListDialog.tsx';
