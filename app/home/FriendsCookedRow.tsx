// "Your friends cooked" on the home page (issue 41): a chunk of its own, loaded and started by the browse route
// after the page's first paint (app/later.ts), so neither the page's initial script nor its first paint carries
// it. The machine reads the row and reads it again when a friend cooks (['friendsCooked'] marked stale).
import { FriendsCooked } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { friendsCookedMachine } from '../../machines/cooks/friendsCookedMachine.ts';
import { RouterLink } from '../links.tsx';
import { selectFriendsCooked } from '../selectors/friendsCooked.ts';
import { client } from '../services.ts';

export default function FriendsCookedRow() {
  const row = useActorRef(friendsCookedMachine, { input: { client } });
  const snapshot = useSelector(row, (s) => s);
  return <FriendsCooked {...selectFriendsCooked(snapshot, row.send, { Link: RouterLink })} />;
}
