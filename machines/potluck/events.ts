// The potluck page's events, input and context (potluckMachine.ts is the chart; setup.ts names its actors,
// actions and guards; regions.ts holds the four regions of a loaded potluck).
import type { Potluck, PotluckMessage, UpdatePotluckBody } from '@potluck/contract';
import type { PotluckAnswer, PotluckCourse } from '@potluck/domain';
import type { FoundRecipe, PotluckClient } from './calls.ts';
import type { Clock } from '../support/env.ts';
import type { ClaimDraft, ClaimRefusal } from './claim.ts';
import type { PotluckDraft, PotluckDraftChange } from './hostDraft.ts';
import type { Friend, Id } from '../support/records.ts';

/** How long "People you bring" rests before the answer goes with it. */
export const peoplePauseMs = 800;

export type PotluckInput = { client: PotluckClient; potluckId: Id; memberId: Id; now: Clock };

/** Asks the app to open another potluck (the one just hosted again). */
export type PotluckOpened = { type: 'potluck.opened'; potluckId: Id };

/** The member left the potluck: the app goes to their potlucks. */
export type PotluckLeft = { type: 'potluck.left' };

export type PotluckEvent =
  | { type: 'potluck.reload' }
  | { type: 'potluck.changed' }
  | { type: 'thread.changed' }
  | { type: 'answer.change'; answer: PotluckAnswer; people: number }
  /** "People you bring" typed: kept, and sent once typing rests (`peoplePause`) or the field is left. */
  | { type: 'people.change'; people: number }
  | { type: 'people.commit' }
  /** The cook changes their dish's servings. */
  | { type: 'dish.servings'; dishId: Id; servings: number }
  /** The host removes a guest; a guest leaves. Both ask first. */
  | { type: 'guest.remove'; memberId: Id }
  | { type: 'leave.ask' }
  | { type: 'removal.confirm' }
  | { type: 'removal.dismiss' }
  | { type: 'claim.open'; course: PotluckCourse }
  | { type: 'claim.close' }
  | { type: 'claim.query'; query: string }
  | { type: 'claim.search' }
  | { type: 'claim.pick'; recipe: FoundRecipe | null }
  | { type: 'claim.text'; text: string }
  | { type: 'claim.servings'; servings: number | null }
  | { type: 'claim.send' }
  | { type: 'duplicate.confirm' }
  | { type: 'duplicate.cancel' }
  | { type: 'refusal.dismiss' }
  | { type: 'dish.unclaim'; dishId: Id }
  | { type: 'message.change'; text: string }
  | { type: 'message.send' }
  | { type: 'edit.open' }
  | { type: 'edit.close' }
  | ({ type: 'edit.change' } & PotluckDraftChange)
  | { type: 'edit.save' }
  | { type: 'claims.toggle' }
  | { type: 'cancel.ask' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'joinLink.toggle' }
  | { type: 'invite.open' }
  | { type: 'invite.close' }
  | { type: 'invite.query'; query: string }
  | { type: 'invite.toggle'; memberId: Id }
  | { type: 'invite.send' }
  | { type: 'again.open' }
  | { type: 'again.change'; day?: string; time?: string }
  | { type: 'again.send' }
  | { type: 'again.close' }
  | { type: 'dish.addToShoppingList'; dishId: Id }
  | { type: 'cookbook.save' };

export type PotluckContext = PotluckInput & {
  potluck: Potluck | null;
  messages: PotluckMessage[];
  message: string;
  claim: ClaimDraft | null;
  refusal: ClaimRefusal | null;
  draft: PotluckDraft | null;
  /** What the host's pending change sends (an edit, or claims closed/opened). */
  change: UpdatePotluckBody;
  friends: Friend[];
  /** The invite filter as typed, and as applied once typing rested. */
  inviteQuery: string;
  inviteFilter: string;
  invitees: Id[];
  again: { day: string; time: string };
  dishId: Id | null;
  /** "People you bring" as typed and not sent yet (null: nothing waiting), and whether it is due to go. */
  people: number | null;
  peopleDue: boolean;
  /** The people the answer on its way sends. */
  peopleSent: number;
  /** The guest the host is removing, or the member themself leaving. */
  removal: Id | null;
};
