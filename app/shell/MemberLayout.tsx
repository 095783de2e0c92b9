// The member's side of the app: the shared actors (notifications, chat, Plan it, the lists) for every member
// route and the window event openChat. It draws only the "Plan it" dialog a recipe card's ⋯ menu opens on any
// page (a portal over the page); each route renders its screen with the frame from `useShell()`
// (memberShell.tsx). Who the member is comes from the session actor; live events reach the actors through the
// client (AppActors.tsx).
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { MemberActorsProvider, useMember, useShellActors } from './AppActors.tsx';
import { type OpenChatDetail, openChatEvent } from './openChat.ts';

function MemberEvents() {
  const { whenShellActors } = useMember();

  // SPEC §2: openChat may name a friend; a recipe link saved in session storage goes into the message box.
  // The chat actor starts after the first paint: an openChat before then waits for it.
  useEffect(() => {
    const open = (event: Event) => {
      const userId = (event as CustomEvent<OpenChatDetail | undefined>).detail?.userId;
      void whenShellActors.then(({ chat }) =>
        chat.send(userId ? { type: 'chat.open', userId } : { type: 'chat.open' }),
      );
    };
    window.addEventListener(openChatEvent, open);
    return () => window.removeEventListener(openChatEvent, open);
  }, [whenShellActors]);
  return null;
}

const CardPlanItDialog = lazy(() => import('./CardPlanIt.tsx'));

/** "Plan it" from a recipe card: its dialog, loaded the first time a card's ⋯ menu asks for it. */
function CardPlanIt() {
  const planIt = useShellActors()?.planIt;
  const asked = useSelector(planIt, (s) => !!s && (!s.matches('closed') || s.context.recipe !== null));
  const [wanted, setWanted] = useState(false);
  if (asked && !wanted) setWanted(true);
  return planIt && wanted ? (
    <Suspense fallback={null}>
      <CardPlanItDialog planIt={planIt} />
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
