// /cookbook: the cookbooks machine drawn as the design system's CookbooksScreen.
import { CookbooksScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { cookbooksMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { selectCookbooksScreen } from '../selectors/cookbooksScreen.ts';
import { client } from '../services.ts';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const cookbooks = useActorRef(cookbooksMachine, { input: { client } });
  const snapshot = useSelector(cookbooks, (s) => s);
  return (
    <CookbooksScreen
      shell={useShell()}
      {...selectCookbooksScreen(snapshot, cookbooks.send, { Link: RouterLink })}
    />
  );
}
