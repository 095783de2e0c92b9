// The member's friends, loaded the same way wherever a list of them is drawn: the chat's list, a recipe's share
// picker and Manage Friends in settings. Here are the call, the named actor (`loadFriends` in a machine's setup)
// and the state that runs it; the machine keeps its own `setFriends` action and names the state in its chart.
import { fromPromise } from 'xstate';
import type { Friend, Id } from './records.ts';

export interface FriendsClient {
  getFriends(memberId: Id): Promise<Friend[]>;
}

export const loadFriends = fromPromise<Friend[], { client: FriendsClient; memberId: Id }>(({ input }) =>
  input.client.getFriends(input.memberId),
);

/**
 * A loading state: asks for the friends of `memberId`, puts them in the machine's context with its `setFriends`
 * action and goes on to `next`. A failure goes on to `next` too, with the list it had (empty the first time) and
 * the `failed` actions the machine names (none: `[]`).
 */
export function loadingFriends<
  Context extends { client: FriendsClient },
  const Next extends string,
  const Failed,
>({ memberId, next, failed }: { memberId: (context: Context) => Id; next: Next; failed: Failed }) {
  return {
    tags: ['loading'],
    invoke: {
      id: 'loadFriends',
      src: 'loadFriends',
      input: ({ context }: { context: Context }) => ({ client: context.client, memberId: memberId(context) }),
      onDone: {
        target: next,
        actions: { type: 'setFriends', params: ({ event }: { event: { output: Friend[] } }) => event.output },
      },
      onError: { target: next, actions: failed },
    },
  } as const;
}
