// A friend as every friend list of the design system shows them: the chat's lists, the recipe's share picker and
// Manage Friends. The app makes it from the contract's Friend with one function (app/selectors/friendRow.ts).

export interface FriendRow {
  id: string;
  username: string;
  /** First and last name, when the friend gave any. */
  name?: string | undefined;
  avatar?: string | null | undefined;
  /** Only in the chat list: the newest message between the member and this friend. */
  latestMessage?: { text: string; createdAt: string } | null | undefined;
}
