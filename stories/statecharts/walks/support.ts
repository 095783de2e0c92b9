// What every walkthrough shares: the Walk shape, the events that stand for a call's answer or an elapsed delay,
// a client that refuses to be called, and a few sample records.
import type { AnyStateMachine, ContextFrom, EventFromLogic, EventObject, InputFrom } from 'xstate';
import type { RecipeCard } from '../../../machines/support/records.ts';
import { aCookbook, aFriend, aNotification, anOwnProfile, aSender } from '../samples.ts';

/** An event with the words a product owner reads on its button ('Kenji replies', 'Loading the list fails'). */
export type SaidEvent = { say: string; event: EventObject };
export type WalkEvent<M extends AnyStateMachine = AnyStateMachine> =
  | EventFromLogic<M>
  | EventObject
  | SaidEvent;

export const said = <E extends EventObject>(say: string, event: E): SaidEvent => ({ say, event });
export const isSaid = (item: EventObject | SaidEvent): item is SaidEvent => 'say' in item && 'event' in item;
/** The machine event behind a walk's button. */
export const eventOf = (item: EventObject | SaidEvent): EventObject => (isSaid(item) ? item.event : item);

export type Walk<M extends AnyStateMachine = AnyStateMachine> = {
  input: InputFrom<M>;
  events: WalkEvent<M>[];
  /** The context data, besides the state value, that decides what happens next (drafts, selections). */
  distinguish?: (context: ContextFrom<M>) => unknown;
};

// The walkthrough answers for the server itself, so a client call is a mistake worth seeing. Storybook
// serialises args, so the names serialisation and promises probe (toJSON, then, symbols) are left alone.
const probed = new Set(['toJSON', 'then', 'constructor', '$$typeof']);
export const noServer = new Proxy(
  {},
  {
    get: (_, name) =>
      typeof name === 'symbol' || probed.has(name)
        ? undefined
        : () => Promise.reject(new Error(`${name} is answered by the walkthrough`)),
  },
) as never;

export const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const failed = (id: string, message = 'Request failed (500)'): EventObject =>
  ({
    type: `xstate.error.actor.${id}`,
    error: Object.assign(new Error(message), { status: 500 }),
  }) as EventObject;
export const unauthorized = (id: string): EventObject =>
  ({
    type: `xstate.error.actor.${id}`,
    error: Object.assign(new Error('Not logged in'), { status: 401 }),
  }) as EventObject;
export const elapsed = (delay: string, stateId: string): EventObject =>
  ({ type: `xstate.after.${delay}.${stateId}` }) as EventObject;

export const id = (n: number) => String(n).padStart(24, '0');
export const env = { confirm: () => true, now: () => Date.parse('2026-01-01T12:00:00Z'), random: () => 0.5 };
export const clipboard = { writeClipboard: async () => undefined, origin: 'https://potluck.example' };
export const ada = aFriend({
  _id: id(1),
  username: 'ada',
  latestMessage: { text: 'Hi!', createdAt: '2026-01-02T00:00:00.000Z' },
});
export const card = (n: number, source: RecipeCard['source']): RecipeCard => ({
  id: n,
  title: `Recipe ${n}`,
  source,
});
export const friendRequest = aNotification({
  _id: id(7),
  type: 'friend_request',
  fromUser: aSender('bob', id(2)),
});
export const cookbook = aCookbook({ _id: id(3), owners: [id(9)], recipes: ['716429'] });
export const profile = anOwnProfile({ _id: id(9) });
