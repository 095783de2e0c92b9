// A friend as a row of any friend list (the chat's lists, the recipe's share picker, Manage Friends): the one
// mapping from the contract's Friend, so every list names and pictures a friend the same way.
import type { Friend } from '@potluck/contract';
import { avatarUrl } from '@potluck/domain';
import type { FriendRow } from '@potluck/ui';

export const toFriendRow = (friend: Friend): FriendRow => ({
  id: friend._id,
  username: friend.username,
  name: [friend.fName, friend.lName].filter(Boolean).join(' ') || undefined,
  avatar: avatarUrl(friend.profilePic),
  latestMessage: friend.latestMessage ?? null,
});
