import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import {
  type CalendarFeedClient,
  calendarFeedMachine,
  copiedMessage,
  resetMessage,
} from '../../../machines/calendarFeedMachine.ts';
import { createActor } from './helpers/coverage.ts';

// "Subscribe in your calendar": the address read when the dialog opens, Copy, and Reset only after asking.

const feed = (secret: string) => ({
  url: `https://potluck.example/calendar/${secret}.ics`,
  webcalUrl: `webcal://potluck.example/calendar/${secret}.ics`,
});
const refused = (status: number) => Object.assign(new Error(`Request failed (${status})`), { status });

function start() {
  let secret = 'first';
  const client = {
    getCalendarFeed: vi.fn(async () => feed(secret)),
    resetCalendarFeed: vi.fn(async () => {
      secret = 'second';
      return feed(secret);
    }),
  } satisfies CalendarFeedClient;
  const writeClipboard = vi.fn(async (_text: string) => undefined);
  const actor = createActor(calendarFeedMachine, { input: { client, writeClipboard } }).start();
  const toasts: string[] = [];
  actor.on('toast.show', (notice) => toasts.push(notice.text));
  const shown = () => waitFor(actor, (s) => s.matches({ open: 'shown' }));
  return { actor, client, writeClipboard, toasts, shown };
}

describe('calendarFeedMachine', () => {
  it('reads the address when opened, copies it, and asks before a reset makes a new one', async () => {
    const { actor, client, writeClipboard, toasts, shown } = start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(client.getCalendarFeed).not.toHaveBeenCalled();
    actor.send({ type: 'calendar.open' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await shown();
    expect(actor.getSnapshot().context.feed).toEqual(feed('first'));

    actor.send({ type: 'calendar.copy', address: feed('first').webcalUrl });
    await shown();
    expect(writeClipboard).toHaveBeenCalledWith('webcal://potluck.example/calendar/first.ics');
    expect(toasts).toEqual([copiedMessage]);

    actor.send({ type: 'calendar.reset' });
    expect(actor.getSnapshot().matches({ open: 'confirmingReset' })).toBe(true);
    actor.send({ type: 'calendar.resetCancel' });
    expect(actor.getSnapshot().matches({ open: 'shown' })).toBe(true);
    expect(client.resetCalendarFeed).not.toHaveBeenCalled();

    actor.send({ type: 'calendar.reset' });
    actor.send({ type: 'calendar.resetConfirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await shown();
    expect(actor.getSnapshot().context.feed).toEqual(feed('second'));
    expect(toasts.at(-1)).toBe(resetMessage);

    actor.send({ type: 'calendar.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('a failed read can be tried again; a failed copy or reset says so and keeps the address shown', async () => {
    const { actor, client, writeClipboard, toasts, shown } = start();
    client.getCalendarFeed.mockRejectedValueOnce(refused(503));
    actor.send({ type: 'calendar.open' });
    await waitFor(actor, (s) => s.hasTag('error'));
    actor.send({ type: 'calendar.retry' });
    await shown();

    writeClipboard.mockRejectedValueOnce(new Error('Copy failed'));
    actor.send({ type: 'calendar.copy', address: feed('first').url });
    await shown();
    expect(toasts).toEqual(['Could not copy: select the address and copy it yourself.']);

    client.resetCalendarFeed.mockRejectedValueOnce(refused(503));
    actor.send({ type: 'calendar.reset' });
    actor.send({ type: 'calendar.resetConfirm' });
    await shown();
    expect(actor.getSnapshot().context.feed).toEqual(feed('first'));
    expect(toasts.at(-1)).toBe('The address could not be reset; the one shown still works. Try again.');
  });
});
