// /shopping (issues 20 and 26): the member's shopping-list actor (it lives in the shell, so recipes and cookbooks
// add to the same queue from their pages) drawn as the design system's ShoppingListScreen. Opening the page reads
// the list; leaving it closes an edit or a dialog left open.
import { ShoppingListScreen } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectShoppingListScreen } from '../selectors/shoppingListScreen.ts';
import { useMember, useMemberUnits } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const { shopping } = useMember();
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
