// The member's side of the app: the shared actors (notifications, chat) for every member route and the window
// event openChat. It draws only the "Plan it" dialog a recipe card's ⋯ menu opens on any page (a portal over the
// page); each route renders its screen with the frame from `useShell()` (memberShell.tsx). Who the member is comes from the session actor; live events reach the actors through the
// client (AppActors.tsx).
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { MemberActorsProvider, useMember } from './AppActors.tsx';
import { type OpenChatDetail, openChatEvent } from './openChat.ts';

function MemberEvents() {
  const { chat } = useMember();

  // SPEC §2: openChat may name a friend; a recipe link saved in session storage goes into the message box.
  useEffect(() => {
    const open = (event: Event) => {
      const userId = (event as CustomEvent<OpenChatDetail | undefined>).detail?.userId;
      chat.send(userId ? { type: 'chat.open', userId } : { type: 'chat.open' });
    };
    window.addEventListener(openChatEvent, open);
    return () => window.removeEventListener(openChatEvent, open);
  }, [chat]);
  return null;
}

const CardPlanItDialog = lazy(() => import('./CardPlanIt.tsx'));

/** "Plan it" from a recipe card: its dialog, loaded the first time a card's ⋯ menu asks for it. */
function CardPlanIt() {
  const { planIt } = useMember();
  const asked = useSelector(planIt, (s) => !s.matches('closed') || s.context.recipe !== null);
  const [wanted, setWanted] = useState(false);
  if (asked && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <CardPlanItDialog />
    </Suspense>
  ) : null;
}

export function MemberLayout() {
  return (
    <MemberActorsProvider>
      <MemberEvents />
      <CardPlanIt />
      <Outlet />
    </MemberActorsProvider>
  );
}
