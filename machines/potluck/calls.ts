// The potluck page's calls, one row each: the event that asks for it, who may ask (a guard), the state the page
// is in while it is on its way, the call, what its answer does on the page, and what the member is told — a toast
// when it is done (or nothing), an alert when it fails (the server's reason, else these words). The chart's
// states for them are made from this table by `callStates` below, so every call has the same shape.
import type { Potluck } from '@potluck/contract';
import { isMemberRecipeId, scaleIngredient, servingsFactor } from '@potluck/domain';
import type { PotluckClient, PotluckContext, PotluckEvent } from './events.ts';

/** What goes on the shopping list for a dish: its recipe's lines at the dish's servings. */
export type DishLines = { recipeId: string; title: string; servings: number; lines: string[] };

async function dishLines(client: PotluckClient, potluck: Potluck | null, dishId: string): Promise<DishLines> {
  const dish = potluck?.courses.flatMap((menu) => menu.dishes).find((d) => d.id === dishId);
  const recipeId = dish?.recipeId ?? '';
  const recipe = isMemberRecipeId(recipeId)
    ? await client.getMemberRecipe(recipeId)
    : await client.getExternalRecipe(recipeId);
  const servings = dish?.servings ?? 1;
  const factor = servingsFactor(recipe.servings, servings);
  const lines = recipe.ingredients.map((line) => scaleIngredient(line, factor));
  return { recipeId, title: dish?.title ?? '', servings, lines };
}

const cookbookWords = ({ recipes }: { recipes: number }) =>
  `The menu is saved as a cookbook with ${recipes === 1 ? '1 recipe' : `${recipes} recipes`}.`;

/** The events that make a call. */
export type CallEvent =
  | 'answer.change'
  | 'dish.unclaim'
  | 'dish.servings'
  | 'claims.toggle'
  | 'joinLink.toggle'
  | 'dish.addToShoppingList'
  | 'cookbook.save'
  | 'needs.change'
  | 'joinLink.renew'
  | 'guestLink.renew'
  | 'link.copy'
  | 'link.share'
  | 'cancel.confirm'
  | 'removal.confirm';

type Call<E extends CallEvent> = {
  /** The state the page is in while the call is on its way (tagged busy). */
  state: string;
  /** Who may ask now; none: the question before it was the check. */
  guard?: 'isPlanned' | 'isOwnDish' | 'isHost' | 'isRecipeDish' | 'isGuest' | 'hasJoinLink' | 'canShare';
  /** Done on entering that state. */
  entry?: 'dropPeople';
  call: (page: PotluckContext, event: Extract<PotluckEvent, { type: E }>) => Promise<unknown>;
  /** What the answer does on the page: most show the potluck as the server answered it. */
  after: readonly ('setPotluck' | 'addToShoppingList' | 'afterRemoval' | 'setGuestSecret')[];
  /** What the member is told when it is done (a toast), if anything. */
  done?: (answer: never, page: PotluckContext) => string | null;
  /** What the member is told when it fails (an alert), unless the server said why. */
  failed: string;
};

export const potluckCalls = {
  'answer.change': {
    state: 'answering',
    guard: 'isPlanned',
    // The answer carries the people typed: nothing is left to send after it.
    entry: 'dropPeople',
    call: ({ client, potluckId }, { answer, people }) => client.answerPotluck(potluckId, { answer, people }),
    after: ['setPotluck'],
    failed: 'Your answer could not be saved. Try again.',
  },
  'dish.unclaim': {
    state: 'unclaiming',
    guard: 'isPlanned',
    call: ({ client, potluckId }, { dishId }) => client.unclaimPotluckDish(potluckId, dishId),
    after: ['setPotluck'],
    failed: 'The dish could not be given up. Try again.',
  },
  'dish.servings': {
    state: 'changingServings',
    guard: 'isOwnDish',
    call: ({ client, potluckId }, { dishId, servings }) =>
      client.setPotluckDishServings(potluckId, dishId, servings),
    after: ['setPotluck'],
    failed: 'The servings could not be changed. Try again.',
  },
  'claims.toggle': {
    state: 'changingClaims',
    guard: 'isHost',
    call: ({ client, potluckId, potluck }) =>
      client.updatePotluck(potluckId, { claimsClosed: !potluck?.claimsClosed }),
    after: ['setPotluck'],
    failed: 'The potluck could not be changed.',
  },
  'joinLink.toggle': {
    state: 'linking',
    guard: 'isHost',
    call: ({ client, potluckId, potluck }) =>
      client.setPotluckJoinLink(potluckId, !potluck?.joinLink?.enabled),
    after: ['setPotluck'],
    failed: 'The join link could not be changed.',
  },
  /** The dish's recipe is read for its lines at the dish's servings; the shopping list queues them. */
  'dish.addToShoppingList': {
    state: 'addingToList',
    guard: 'isRecipeDish',
    call: ({ client, potluck }, { dishId }) => dishLines(client, potluck, dishId),
    after: ['addToShoppingList'],
    failed: 'The recipe could not be read. Try again.',
  },
  /** A guest without an account: their needs go with the answer they have (going when none yet). */
  'needs.change': {
    state: 'answeringNeeds',
    guard: 'isGuest',
    call: ({ client, potluckId, potluck }, { needs }) =>
      client.answerPotluck(potluckId, {
        answer: potluck?.you.answer ?? 'going',
        people: potluck?.you.people ?? 1,
        needs,
      }),
    after: ['setPotluck'],
    failed: 'Your needs could not be saved. Try again.',
  },
  'joinLink.renew': {
    state: 'renewingLink',
    guard: 'hasJoinLink',
    call: ({ client, potluckId }) => client.setPotluckJoinLink(potluckId, true),
    after: ['setPotluck'],
    done: () => 'A new join link is on. The old one, and guests’ private links, no longer open the potluck.',
    failed: 'The join link could not be changed.',
  },
  'guestLink.renew': {
    state: 'renewingGuestLink',
    guard: 'isGuest',
    call: ({ client }) => client.renewGuestLink(),
    after: ['setGuestSecret'],
    failed: 'A new link could not be made. Try again.',
  },
  'link.copy': {
    state: 'copying',
    call: ({ writeClipboard }, { url }) => writeClipboard(url),
    after: [],
    done: () => 'Link copied.',
    failed: 'The link could not be copied. Select it and copy it yourself.',
  },
  'link.share': {
    state: 'sharing',
    guard: 'canShare',
    call: async ({ shareLink, potluck }, { url }) =>
      shareLink?.({ title: potluck?.title ?? 'A potluck', url }),
    after: [],
    failed: 'The link could not be shared. Copy it instead.',
  },
  'cookbook.save': {
    state: 'savingCookbook',
    call: ({ client, potluckId, cookbookTitle }) =>
      client.savePotluckCookbook(potluckId, cookbookTitle.trim()),
    after: [],
    done: cookbookWords,
    failed: 'The menu could not be saved as a cookbook.',
  },
  'cancel.confirm': {
    state: 'cancelling',
    call: ({ client, potluckId }) => client.cancelPotluck(potluckId),
    after: ['setPotluck'],
    failed: 'The potluck could not be cancelled.',
  },
  'removal.confirm': {
    state: 'removing',
    call: ({ client, potluckId, removal }) => client.removePotluckGuest(potluckId, removal ?? ''),
    after: ['afterRemoval'],
    done: (_: unknown, { potluck, removal, memberId }) =>
      removal === memberId ? `You left ${potluck?.title ?? 'the potluck'}. Your dishes went with you.` : null,
    failed: 'That could not be done. Try again.',
  },
} as const satisfies { [E in CallEvent]: Call<E> };

/** One row, whichever it is (its call then takes the event it was made for). */
export const callRow = (event: CallEvent): Call<never> => potluckCalls[event];

type StateOf<Events extends readonly CallEvent[]> = (typeof potluckCalls)[Events[number]]['state'];
/** A state of the chart made here: its states and transitions are checked by the shape below. */
type ChartState = Record<never, never>;

/** The transitions that start these calls: each event to its call's state, if its guard allows. */
export const callsOn = (events: readonly CallEvent[]) =>
  Object.fromEntries(
    events.map((event) => {
      const { guard, state } = callRow(event);
      return [event, guard ? { guard, target: state } : { target: state }];
    }),
  );

/** The states of these calls, one shape for all: on their way, then back to `rest`, told either way. */
export const callStates = <const Events extends readonly CallEvent[]>(events: Events, rest: string) =>
  Object.fromEntries(
    events.map((event) => {
      const { state, entry, after } = callRow(event);
      const params = { call: event };
      return [
        state,
        {
          tags: ['busy'],
          ...(entry && { entry }),
          invoke: {
            id: event,
            src: 'potluckCall',
            input: ({ context, event: asked }: { context: PotluckContext; event: PotluckEvent }) => ({
              call: event,
              page: context,
              event: asked,
            }),
            onDone: { target: rest, actions: [...after, { type: 'tellDone', params }] },
            onError: { target: rest, actions: { type: 'tellFailed', params } },
          },
        },
      ];
    }),
  ) as unknown as Record<StateOf<Events>, ChartState>;
