// The potluck page's events, input, context and client (potluckMachine.ts is the chart; setup.ts names its actors,
// actions and guards; calls.ts is the table of its calls; regions.ts holds the regions of a loaded potluck). The
// page's dialogs and its thread are child machines: their events pass through the page to them.
import type {
  KeepGuestAccountBody,
  OnStale,
  Potluck,
  PotluckAnswerBody,
  SessionAnswer,
} from '@potluck/contract';
import type { PotluckAnswer, PotluckCourse } from '@potluck/domain';
import type { Clock, WriteClipboard } from '../support/env.ts';
import type { RecipeSearchClient } from '../support/findRecipes.ts';
import type { Id, RecipeDetail } from '../support/records.ts';
import type { ClaimClient, ClaimEvent } from './claimMachine.ts';
import type { HostAgainClient, HostAgainEvent } from './hostAgainMachine.ts';
import type { HostFormClient, HostFormEvent } from './hostFormMachine.ts';
import type { InvitationsClient, InvitationsEvent } from './invitationsMachine.ts';
import type { ThreadClient, ThreadEvent } from './threadMachine.ts';

/** How long "People you bring" rests before the answer goes with it. */
export const peoplePauseMs = 800;

/** What the page asks of the server: its own calls and those of its dialogs and thread. */
export interface PotluckClient
  extends RecipeSearchClient,
    ClaimClient,
    HostFormClient,
    InvitationsClient,
    HostAgainClient,
    ThreadClient {
  getPotluck(id: Id): Promise<Potluck>;
  cancelPotluck(id: Id): Promise<Potluck>;
  setPotluckJoinLink(id: Id, enabled: boolean): Promise<Potluck>;
  answerPotluck(id: Id, body: PotluckAnswerBody): Promise<Potluck>;
  unclaimPotluckDish(id: Id, dishId: Id): Promise<Potluck>;
  setPotluckDishServings(id: Id, dishId: Id, servings: number): Promise<Potluck>;
  /** The host removes a guest, or a guest leaves (their own id). */
  removePotluckGuest(id: Id, memberId: Id): Promise<{ ok: true }>;
  savePotluckCookbook(id: Id, title?: string): Promise<{ cookbookId: Id; recipes: number }>;
  /** A guest without an account: a new private link (the one before dies), and "Keep this as an account". */
  renewGuestLink(): Promise<{ secret: string }>;
  keepGuestAccount(body: KeepGuestAccountBody): Promise<SessionAnswer>;
  getMemberRecipe(id: Id): Promise<RecipeDetail>;
  getExternalRecipe(id: string): Promise<RecipeDetail>;
  onStale: OnStale;
}

export type PotluckInput = {
  client: PotluckClient;
  potluckId: Id;
  /** The member's id, or the guest's without an account. */
  memberId: Id;
  now: Clock;
  writeClipboard: WriteClipboard;
  /** The device's share sheet; null where there is none. */
  shareLink: ((shared: { title: string; url: string }) => Promise<void>) | null;
  /** A guest's private link's secret to show once (the page opened right after answering), else none. */
  guestSecret?: string | null;
};

/** Asks the app to open another potluck (the one just hosted again). */
export type PotluckOpened = { type: 'potluck.opened'; potluckId: Id };

/** The member left the potluck: the app goes to their potlucks. */
export type PotluckLeft = { type: 'potluck.left' };

/** A guest kept their place as an account: the app's session goes on as that member's (the session machine). */
export type AccountKept = { type: 'account.kept'; answer: SessionAnswer };

/** "Keep this as an account": what the guest typed. */
export type AccountDraft = { username: string; password: string; lName: string };

export type PotluckEvent =
  | { type: 'potluck.reload' }
  /** Someone else changed the potluck, or a claim found the menu changed: it is read again. */
  | { type: 'potluck.changed' }
  /** The member's own leaving went through (raised by the page itself). */
  | { type: 'member.left' }
  | { type: 'answer.change'; answer: PotluckAnswer; people: number }
  /** "People you bring" typed: kept, and sent once typing rests (`peoplePause`) or the field is left. */
  | { type: 'people.change'; people: number }
  | { type: 'people.commit' }
  /** The cook changes their dish's servings. */
  | { type: 'dish.servings'; dishId: Id; servings: number }
  | { type: 'dish.unclaim'; dishId: Id }
  | { type: 'dish.addToShoppingList'; dishId: Id }
  | { type: 'claims.toggle' }
  | { type: 'joinLink.toggle' }
  /** "Save the menu as a cookbook" asks for the name first, offering the potluck's title fitted to a cookbook's. */
  | { type: 'cookbook.ask' }
  | { type: 'cookbook.title'; title: string }
  | { type: 'cookbook.save' }
  | { type: 'cookbook.dismiss' }
  /** A guest without an account gives their needs with their answer. */
  | { type: 'needs.change'; needs: string[] }
  /** The host draws a new join link: the old one, and every guest's private link, die. */
  | { type: 'joinLink.renew' }
  /** The join link or a guest's private link, copied or handed to the device's share sheet. */
  | { type: 'link.copy'; url: string }
  | { type: 'link.share'; url: string }
  /** A guest without an account: a new private link, shown once; and "Keep this as an account". */
  | { type: 'guestLink.renew' }
  | { type: 'guestLink.dismiss' }
  | { type: 'account.open' }
  | { type: 'account.change'; draft: Partial<AccountDraft> }
  | { type: 'account.submit' }
  | { type: 'account.dismiss' }
  /** The host removes a guest; a guest leaves. Both ask first. */
  | { type: 'guest.remove'; memberId: Id }
  | { type: 'leave.ask' }
  | { type: 'removal.confirm' }
  | { type: 'removal.dismiss' }
  | { type: 'cancel.ask' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  /** The page's dialogs open here and run as child machines. */
  | { type: 'claim.open'; course: PotluckCourse }
  | { type: 'edit.open' }
  | { type: 'invite.open' }
  | { type: 'again.open' }
  | ClaimEvent
  | HostFormEvent
  | InvitationsEvent
  | HostAgainEvent
  | ThreadEvent;

export type PotluckContext = PotluckInput & {
  potluck: Potluck | null;
  /** "People you bring" as typed and not sent yet (null: nothing waiting), and whether it is due to go. */
  people: number | null;
  peopleDue: boolean;
  /** The guest the host is removing, or the member themself leaving. */
  removal: Id | null;
  /** The name the menu's cookbook gets, while "Save the menu as a cookbook" asks for it. */
  cookbookTitle: string;
  /** A guest's private link's secret, shown until they put it away (null: none to show). */
  guestSecret: string | null;
  /** "Keep this as an account" as typed, and why the server refused it (null: it did not). */
  account: AccountDraft;
  accountError: string | null;
};
