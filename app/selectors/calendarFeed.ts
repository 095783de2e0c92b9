// "Subscribe in your calendar" on /plan: the calendar feed machine's snapshot as the CalendarFeedDialog's props.
import type { CalendarFeedDialogProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { CalendarFeedEvent, calendarFeedMachine } from '../../machines/calendarFeedMachine.ts';

type Snapshot = SnapshotFrom<typeof calendarFeedMachine>;

function statusOf(snapshot: Snapshot): CalendarFeedDialogProps['status'] {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('error')) return 'failed';
  if (snapshot.hasTag('busy')) return 'resetting';
  return 'ready';
}

export function selectCalendarFeed(
  snapshot: Snapshot,
  send: (event: CalendarFeedEvent) => void,
): CalendarFeedDialogProps {
  const feed = snapshot.context.feed;
  return {
    open: !snapshot.matches('closed'),
    onOpenChange: (open) => send({ type: open ? 'calendar.open' : 'calendar.close' }),
    status: statusOf(snapshot),
    webcalUrl: feed?.webcalUrl ?? '',
    url: feed?.url ?? '',
    onCopy: ({ address }) => send({ type: 'calendar.copy', address }),
    confirmingReset: snapshot.matches({ open: 'confirmingReset' }),
    onReset: () => send({ type: 'calendar.reset' }),
    onResetConfirm: () => send({ type: 'calendar.resetConfirm' }),
    onResetCancel: () => send({ type: 'calendar.resetCancel' }),
    onRetry: () => send({ type: 'calendar.retry' }),
  };
}
