// The plan page's calendar-feed dialog in stories: closed (made from the machine's first state, as the route
// draws it before "Subscribe in your calendar"), or running from the machine with a fake client.
import type { CalendarFeedDialogProps } from '@potluck/ui';
import { createActor } from 'xstate';
import { selectCalendarFeed } from '../../app/selectors/calendarFeed.ts';
import { calendarFeedMachine } from '../../machines/index.ts';
import { never } from '../support/answers.ts';

export const closedCalendar: CalendarFeedDialogProps = selectCalendarFeed(
  createActor(calendarFeedMachine, {
    input: { client: { getCalendarFeed: never, resetCalendarFeed: never }, writeClipboard: never },
  }).getSnapshot(),
  () => {},
);
