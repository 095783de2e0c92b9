// /shopping (issue 20): the shopping-list machine drawn as the design system's ShoppingListScreen. The machine is
// told when the browser comes back online, so the changes kept on the device are sent at once.
import { ShoppingListScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { shoppingListMachine } from '../../machines/index.ts';
import { useNotices } from '../notices.ts';
import { selectShoppingListScreen } from '../selectors/shoppingListScreen.ts';
import { client, env } from '../services.ts';
import { useMember, useMemberUnits } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const { member } = useMember();
  const shopping = useActorRef(shoppingListMachine, {
    input: {
      client,
      memberId: member.id,
      storage: env.localStorage,
      now: env.now,
      random: env.random,
    },
  });
  useNotices(shopping);
  useEffect(() => {
    const online = () => shopping.send({ type: 'connection.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [shopping]);
  const snapshot = useSelector(shopping, (s) => s);
  const units = useMemberUnits();
  return (
    <ShoppingListScreen shell={useShell()} {...selectShoppingListScreen(snapshot, shopping.send, units)} />
  );
}
