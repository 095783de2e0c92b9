// /cookbook/:id: the cookbook detail machine drawn as the design system's CookbookScreen. The invite dialog's
// search is the machine's child while the dialog is open; its notices ('Collaborator added!', 'Invite failed')
// are forwarded like the page's own. A recipe opened from a card is the machine's; its own machines start here.
import { CookbookScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { cookbookDetailMachine } from '../../machines/index.ts';
import { keepForOffline } from '../keepForOffline.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../noticeForwarding.ts';
import { cookbookPdfExporter } from '../pdf/exportCookbookPdf.ts';
import { useRecipe } from '../recipe/useRecipe.ts';
import { openedRecipe, selectCookbookScreen } from '../selectors/cookbookScreen.ts';
import { client, env } from '../services.ts';
import { useMember, useMemberUnits, usePlanRecipe } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

const exportPdf = cookbookPdfExporter(client, env.origin);

function CookbookPage({ cookbookId }: { cookbookId: string }) {
  const { member, whenListActors } = useMember();
  const units = useMemberUnits();
  const detail = useActorRef(cookbookDetailMachine, {
    input: {
      client,
      cookbookId,
      memberId: member.id,
      memberUsername: member.username,
      exportPdf,
      keepForOffline,
    },
  });
  const snapshot = useSelector(detail, (s) => s);
  const invite = snapshot.children.invite;
  // The dialog's search moves on its own (the pause, the answers): draw again when it does.
  useSelector(invite, (s) => s);
  useNotices(detail);
  useNotices(invite);
  const recipe = useRecipe(openedRecipe(snapshot)?.id ?? null, {
    onChatOpened: () => detail.send({ type: 'recipe.close' }),
  });
  // 'Add all to shopping list' goes to the shopping list's queue, like every change of the list.
  useEffect(() => {
    const added = detail.on('shopping.addCookbook', ({ cookbookId, title }) => {
      void whenListActors.then(({ shopping }) => shopping.send({ type: 'cookbook.add', cookbookId, title }));
    });
    return () => added.unsubscribe();
  }, [detail, whenListActors]);
  const onPlanRecipe = usePlanRecipe();
  const screen = selectCookbookScreen(snapshot, detail.send, recipe, { Link: RouterLink, units });
  return <CookbookScreen shell={useShell()} {...screen} detail={{ ...screen.detail, onPlanRecipe }} />;
}

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id: another cookbook gets a fresh machine.
  return <CookbookPage key={id} cookbookId={id} />;
}
