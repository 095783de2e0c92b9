// What the meal plan hears: the events /plan sends, "Plan it" from a recipe's page or card, the browser's `online`
// and the live changes of a plan or of the member's potlucks. planMachine.ts and regions.ts say what each does.
import type { Meal } from '@potluck/domain';
import type { Id } from '../support/records.ts';
import type { FoundRecipe } from './calls.ts';
import type { NewEntry } from './changes.ts';

export type PlanEvent =
  /** /plan is on screen: the week is read (the first time) or read again. */
  | { type: 'plan.show' }
  /** /plan was left: a dialog it had open is closed. */
  | { type: 'plan.leave' }
  | { type: 'plan.reload' }
  /** Another plan of those the member can open (their own or one shared with them). */
  | { type: 'plan.open'; planId: Id }
  | { type: 'week.previous' }
  | { type: 'week.next' }
  | { type: 'week.today' }
  /** "+ Add" on a day. */
  | { type: 'add.open'; day: string }
  | { type: 'add.change'; meal?: Meal; servings?: number | null; note?: string; query?: string }
  | { type: 'add.search' }
  /** A cookbook the search found: its recipes are listed to choose from. */
  | { type: 'add.openCookbook'; cookbookId: Id }
  | { type: 'add.choose'; recipe: FoundRecipe | null }
  | { type: 'add.save' }
  | { type: 'add.close' }
  /** "Plan it" on a recipe's page: onto the member's own plan. */
  | ({ type: 'recipe.plan' } & Omit<NewEntry, 'note'>)
  | { type: 'entry.move'; entryId: Id; day?: string; meal?: Meal }
  | { type: 'entry.servings'; entryId: Id; servings: number }
  | { type: 'entry.remove'; entryId: Id }
  /** "Add this week to the shopping list"; asks first when some of its recipes were added before. */
  | { type: 'week.toList' }
  /** The answer to that question: only the recipes not added yet, all of them again, or neither. */
  | { type: 'toList.new' }
  | { type: 'toList.all' }
  | { type: 'toList.cancel' }
  | { type: 'removal.undo' }
  | { type: 'removal.dismiss' }
  | { type: 'share.open' }
  | { type: 'share.close' }
  | { type: 'share.retry' }
  | { type: 'share.add'; memberId: Id }
  | { type: 'share.remove'; shareId: Id }
  /** The browser's `online` event: the queue is sent and the week read again at once. */
  | { type: 'connection.online' }
  | { type: 'plan.changed'; planId: string }
  /** A potluck of the member's changed (live): the week's potlucks are read again. */
  | { type: 'potluck.changed' };
