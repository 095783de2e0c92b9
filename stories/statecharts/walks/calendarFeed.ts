import type { calendarFeedMachine } from '../../../machines/calendarFeedMachine.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

const feed = {
  url: 'https://potluck.example/calendar/0a1b2c3d4e5f.ics',
  webcalUrl: 'webcal://potluck.example/calendar/0a1b2c3d4e5f.ics',
};
const newFeed = {
  url: 'https://potluck.example/calendar/9f8e7d6c5b4a.ics',
  webcalUrl: 'webcal://potluck.example/calendar/9f8e7d6c5b4a.ics',
};

export const calendarFeedWalk: Walk<typeof calendarFeedMachine> = {
  input: { client: noServer, writeClipboard: async () => undefined },
  events: [
    said('The member presses Subscribe in your calendar', { type: 'calendar.open' }),
    said('The address arrives', done('load', feed)),
    said('Loading the address fails', failed('load')),
    said('The member tries again', { type: 'calendar.retry' }),
    said('The member presses Copy', { type: 'calendar.copy', address: feed.webcalUrl }),
    said('The address is copied', done('copy')),
    said('Copying fails', failed('copy', 'Copy failed')),
    said('The member presses Reset address', { type: 'calendar.reset' }),
    said('The member confirms the reset', { type: 'calendar.resetConfirm' }),
    said('The member keeps the address', { type: 'calendar.resetCancel' }),
    said('The new address arrives', done('reset', newFeed)),
    said('Resetting fails', failed('reset')),
    said('The member closes the dialog', { type: 'calendar.close' }),
  ],
  distinguish: (context) => context.feed?.url ?? null,
};
