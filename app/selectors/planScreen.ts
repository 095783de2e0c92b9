// /plan: the plan machine's snapshot as the PlanScreen's props. The week shown is the server's last answer with
// the member's queued changes on top (shownWeek); each day lists only the meals that have entries, in the order
// of the day (the server orders entries by day, meal and when they were added), after the member's own potlucks
// that day (read apart from the week: machines/plan/potlucks.ts).
import type { PlanEntry, PlanSummary, PlanWeek } from '@potluck/contract';
import { addDays, meals, shortDayName, weekDays, weekdayName, weekTitle } from '@potluck/domain';
import type { FoundRecipeView, LinkComponent, PlanDayView, PlanScreenProps, SyncState } from '@potluck/ui';
import { AnchorLink } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { FoundRecipe } from '../../machines/plan/calls.ts';
import { thisWeek, today } from '../../machines/plan/context.ts';
import { type PlanEvent, type planMachine, shownWeek } from '../../machines/plan/planMachine.ts';
import type { PlanPotluck } from '../../machines/plan/potlucks.ts';
import { listedCounts } from '../../machines/plan/toList.ts';
import { byName, distinctNames, fullName, personChoice } from './people.ts';
import { shareDialogOf } from './shareDialog.ts';

type Snapshot = SnapshotFrom<typeof planMachine>;

const sourceNames: Record<FoundRecipe['source'], string> = {
  yours: 'Yours',
  members: 'From members',
  catalogue: 'From the catalogue',
  cookbook: 'In the cookbook',
};
const foundView = (recipe: FoundRecipe): FoundRecipeView => ({
  recipeId: recipe.recipeId,
  title: recipe.title,
  source: sourceNames[recipe.source],
});

/** "Tuesday 24 Nov". */
export const dayLabel = (day: string): string =>
  `${weekdayName(day)} ${shortDayName(day).split(' ').slice(1).join(' ')}`;

/** "Potluck at 13:00 · You host", "Potluck at 19:30 · Maybe". */
export const potluckDetail = (potluck: PlanPotluck): string =>
  `Potluck at ${potluck.time} · ${potluck.isHost ? 'You host' : potluck.answer === 'maybe' ? 'Maybe' : 'Going'}`;

export function daysOf(
  weekStart: string,
  entries: readonly PlanEntry[],
  todayIs: string,
  potlucks: readonly PlanPotluck[] = [],
): PlanDayView[] {
  return weekDays(weekStart).map((day) => ({
    day,
    label: dayLabel(day),
    isToday: day === todayIs,
    // The potlucks last read may be another week's (a new week's are on their way): only this day's show.
    potlucks: potlucks
      .filter((potluck) => potluck.day === day)
      .map((potluck) => ({
        id: potluck.id,
        title: potluck.title,
        href: `/potluck/${potluck.id}`,
        detail: potluckDetail(potluck),
      })),
    meals: meals
      .map((meal) => ({
        meal,
        entries: entries
          .filter((entry) => entry.day === day && entry.meal === meal)
          .map((entry) => ({
            id: entry.id,
            day: entry.day,
            meal: entry.meal,
            title: entry.title,
            href: entry.recipeId === null ? null : `/recipe/${entry.recipeId}`,
            servings: entry.servings,
            onList: entry.addedToListAt !== null,
          })),
      }))
      .filter((meal) => meal.entries.length > 0),
  }));
}

type Owned = Pick<PlanWeek, 'ownerName' | 'ownerFName' | 'ownerLName'>;
const ownerOf = (plan: Owned) => ({
  username: plan.ownerName,
  fName: plan.ownerFName,
  lName: plan.ownerLName,
});

/**
 * Whose each plan shared with the member is, by the owner's name ("Kenji Lopez", issue 39), their username added
 * where two owners share a name; by plan id.
 */
function ownerNamesOf(plans: readonly PlanSummary[], memberId: string): Map<string, string> {
  const shared = plans.filter((plan) => plan.ownerId !== memberId);
  const names = distinctNames(shared.map(ownerOf));
  return new Map(shared.map((plan, index) => [plan.id, names[index] ?? fullName(ownerOf(plan))]));
}

function syncOf(snapshot: Snapshot): SyncState {
  if (snapshot.hasTag('offline')) return 'offline';
  if (snapshot.matches({ ready: { sync: 'retrying' } })) return 'retrying';
  if (snapshot.hasTag('sending')) return 'sending';
  return 'saved';
}

function statusOf(snapshot: Snapshot, week: PlanWeek | null) {
  if (snapshot.matches({ failed: 'offline' })) return 'offline';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.hasTag('loading') || !week) return 'loading';
  return 'ready';
}

export function selectPlanScreen(
  snapshot: Snapshot,
  send: (event: PlanEvent) => void,
  { Link = AnchorLink }: { Link?: LinkComponent } = {},
): Omit<PlanScreenProps, 'shell' | 'calendar'> {
  const { context } = snapshot;
  const week = shownWeek(context);
  const isOwner = week?.ownerId === context.memberId;
  const shares = week?.shares ?? [];
  const { draft } = context;
  const removed = context.removed?.entry;
  const counts = listedCounts(week);
  const ownerNames = ownerNamesOf(context.plans, context.memberId);
  return {
    week: {
      status: statusOf(snapshot, week),
      title: weekTitle(context.weekStart, addDays(context.weekStart, 6)),
      isThisWeek: context.weekStart === thisWeek(context.now),
      onPrevious: () => send({ type: 'week.previous' }),
      onNext: () => send({ type: 'week.next' }),
      onThisWeek: () => send({ type: 'week.today' }),
      // A shared week says whose it is as the plan picker does.
      ownerName: week && !isOwner ? (ownerNames.get(week.id) ?? fullName(ownerOf(week))) : null,
      plans: context.plans.map((plan) => ({
        id: plan.id,
        label: plan.ownerId === context.memberId ? 'My plan' : `${ownerNames.get(plan.id)}’s plan`,
      })),
      planId: context.planId,
      onPlanChange: ({ planId }) => send({ type: 'plan.open', planId }),
      sharing: isOwner
        ? { sharedWith: distinctNames(shares), onShare: () => send({ type: 'share.open' }) }
        : null,
      sync: syncOf(snapshot),
      pendingCount: context.pending.length,
      days: daysOf(context.weekStart, week?.entries ?? [], today(context.now), context.potlucks),
      Link,
      onAdd: ({ day }) => send({ type: 'add.open', day }),
      onMove: (move) => send({ type: 'entry.move', ...move }),
      onServingsChange: (change) => send({ type: 'entry.servings', ...change }),
      onRemove: ({ entryId }) => send({ type: 'entry.remove', entryId }),
      onReload: () => send({ type: 'plan.reload' }),
      onAddToList: () => send({ type: 'week.toList' }),
      // The calendar dialog is the calendar machine's (selectCalendarFeed): the route puts its opener here.
      onSubscribe: () => {},
    },
    toList: {
      open: snapshot.matches({ ready: { view: 'confirmingList' } }),
      onOpenChange: (open) => {
        if (!open) send({ type: 'toList.cancel' });
      },
      addedBefore: counts.before,
      notAddedYet: counts.new,
      onAddNew: () => send({ type: 'toList.new' }),
      onAddAll: () => send({ type: 'toList.all' }),
    },
    add: {
      open: snapshot.matches({ ready: { view: 'adding' } }),
      onOpenChange: (open) => {
        if (!open) send({ type: 'add.close' });
      },
      dayLabel: dayLabel(draft.day),
      meal: draft.meal,
      onMealChange: ({ meal }) => send({ type: 'add.change', meal }),
      servings: draft.servings,
      onServingsChange: ({ servings }) => send({ type: 'add.change', servings }),
      note: draft.note,
      onNoteChange: ({ note }) => send({ type: 'add.change', note }),
      query: draft.query,
      onQueryChange: ({ query }) => send({ type: 'add.change', query }),
      onSearch: () => send({ type: 'add.search' }),
      search: snapshot.hasTag('searching')
        ? 'searching'
        : snapshot.matches({ ready: { view: { adding: 'searchFailed' } } })
          ? 'failed'
          : 'idle',
      results: context.found?.map(foundView) ?? null,
      cookbooks: context.foundCookbooks.map((cookbook) => ({
        cookbookId: cookbook.cookbookId,
        title: cookbook.title,
        size: cookbook.recipeCount === 1 ? '1 recipe' : `${cookbook.recipeCount} recipes`,
      })),
      onOpenCookbook: ({ cookbookId }) => send({ type: 'add.openCookbook', cookbookId }),
      openedCookbook: context.openedCookbook,
      chosen: draft.recipe && foundView(draft.recipe),
      onChoose: ({ recipe }) =>
        send({
          type: 'add.choose',
          recipe: recipe && (context.found?.find((found) => found.recipeId === recipe.recipeId) ?? null),
        }),
      onSave: () => send({ type: 'add.save' }),
    },
    removal: {
      open: snapshot.matches({ ready: { view: 'removed' } }),
      text: removed ? `Removed ${removed.title} from ${weekdayName(removed.day)}.` : '',
      onUndo: () => send({ type: 'removal.undo' }),
      onDismiss: () => send({ type: 'removal.dismiss' }),
    },
    share: isOwner
      ? {
          ...shareDialogOf(snapshot, send),
          // Friends by name, the username beside it (issue 39).
          friends: byName(context.friends).map((friend) =>
            personChoice(
              { ...friend, id: friend._id },
              shares.find((share) => share.memberId === friend._id)?.id ?? null,
            ),
          ),
          onShare: ({ memberId }) => send({ type: 'share.add', memberId }),
          onUnshare: ({ shareId }) => send({ type: 'share.remove', shareId }),
        }
      : undefined,
  };
}
