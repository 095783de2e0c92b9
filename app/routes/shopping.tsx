// /shopping (issues 20 and 26): the member's shopping-list actor (it lives in the shell, so recipes and cookbooks
// add to the same queue from their pages) drawn as the design system's ShoppingListScreen. Opening the page reads
// the list; leaving it closes an edit or a dialog left open.
import { ShoppingListScreen } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectShoppingListScreen } from '../selectors/shoppingListScreen.ts';
import { useListActors, useMemberUnits } from '../shell/AppActors.tsx';
import type { ListActors } from '../shell/listActors.ts';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  // The shell starts the list actors right after its first render; until then there is nothing to draw.
  const lists = useListActors();
  return lists ? <ShoppingPage shopping={lists.shopping} /> : null;
}

function ShoppingPage({ shopping }: Pick<ListActors, 'shopping'>) {
  useEffect(() => {
    shopping.send({ type: 'list.show' });
    return () => shopping.send({ type: 'list.leave' });
  }, [shopping]);
  const snapshot = useSelector(shopping, (s) => s);
  const units = useMemberUnits();
  return (
    <ShoppingListScreen shell={useShell()} {...selectShoppingListScreen(snapshot, shopping.send, units)} />
  );
}
