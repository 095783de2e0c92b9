// /plan: the member's meal-plan actor (it lives in the shell, so "Plan it" on a recipe page queues through the
// same actor) drawn as the design system's PlanScreen, with the calendar feed's dialog, whose small machine lives
// as long as the page. Opening the page reads the week; leaving it closes a dialog left open.
import { PlanScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { calendarFeedMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../noticeForwarding.ts';
import { selectCalendarFeed } from '../selectors/calendarFeed.ts';
import { selectPlanScreen } from '../selectors/planScreen.ts';
import { client, env } from '../services.ts';
import { useListActors } from '../shell/AppActors.tsx';
import type { ListActors } from '../shell/listActors.ts';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  // The shell starts the list actors right after its first render; until then there is nothing to draw.
  const lists = useListActors();
  return lists ? <PlanPage plan={lists.plan} /> : null;
}

function PlanPage({ plan }: Pick<ListActors, 'plan'>) {
  useEffect(() => {
    plan.send({ type: 'plan.show' });
    return () => plan.send({ type: 'plan.leave' });
  }, [plan]);
  const calendarFeed = useActorRef(calendarFeedMachine, {
    input: { client, writeClipboard: env.writeClipboard },
  });
  useNotices(calendarFeed);
  const snapshot = useSelector(plan, (s) => s);
  const calendar = selectCalendarFeed(
    useSelector(calendarFeed, (s) => s),
    calendarFeed.send,
  );
  const screen = selectPlanScreen(snapshot, plan.send, { Link: RouterLink });
  const navigate = useNavigate();
  const week = {
    ...screen.week,
    onSubscribe: () => calendarFeed.send({ type: 'calendar.open' }),
    // "I cooked this" opens the recipe's page with its dialog (issue 41).
    onCooked: ({ href }: { href: string }) => navigate(`${href}?cooked=1`),
  };
  return (
    <PlanScreen
      shell={useShell()}
      {...screen}
      week={week}
      calendar={calendar}
      hostPotluck={{ Link: RouterLink }}
    />
  );
}
