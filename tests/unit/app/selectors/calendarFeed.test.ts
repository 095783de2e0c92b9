// The calendar dialog's selector over snapshots of its machine: closed, loading, the addresses shown, the reset
// question, resetting and a failed read, as the dialog's props.
import { describe, expect, it } from 'vitest';
import { selectCalendarFeed } from '../../../../app/selectors/calendarFeed.ts';
import { selectPlanItDialog } from '../../../../app/selectors/planItDialog.ts';
import { calendarFeedMachine } from '../../../../machines/calendarFeedMachine.ts';
import { planItMachine } from '../../../../machines/plan/planItMachine.ts';
import { done, failed } from '../../machines/helpers/reachability.ts';
import { stateAfter } from '../../machines/helpers/transitions.ts';

const feed = {
  url: 'https://potluck.example/calendar/abc.ics',
  webcalUrl: 'webcal://potluck.example/calendar/abc.ics',
};
const input = { client: {} as never, writeClipboard: async () => undefined };
const dialog = (...events: Parameters<typeof stateAfter<typeof calendarFeedMachine>>[2]) =>
  selectCalendarFeed(stateAfter(calendarFeedMachine, input, events), () => {});

describe('selectCalendarFeed', () => {
  it('is closed, then loading, then shows both addresses', () => {
    expect(dialog().open).toBe(false);
    expect(dialog({ type: 'calendar.open' })).toMatchObject({ open: true, status: 'loading' });
    expect(dialog({ type: 'calendar.open' }, done('load', feed))).toMatchObject({
      open: true,
      status: 'ready',
      url: feed.url,
      webcalUrl: feed.webcalUrl,
      confirmingReset: false,
    });
  });

  it('asks before a reset, says it is resetting, and says a failed read', () => {
    const shown = [{ type: 'calendar.open' }, done('load', feed)] as const;
    expect(dialog(...shown, { type: 'calendar.reset' })).toMatchObject({ confirmingReset: true });
    expect(dialog(...shown, { type: 'calendar.reset' }, { type: 'calendar.resetConfirm' })).toMatchObject({
      status: 'resetting',
      confirmingReset: false,
      url: feed.url,
    });
    expect(dialog({ type: 'calendar.open' }, failed('load'))).toMatchObject({ status: 'failed' });
  });
});

describe('selectPlanItDialog', () => {
  it('names the recipe and offers today and the next two weeks', () => {
    const now = () => Date.parse('2026-11-24T11:00:00');
    const props = selectPlanItDialog(
      stateAfter(planItMachine, { now }, [
        { type: 'planIt.open', recipe: { recipeId: '716429', title: 'Shakshuka', image: null, servings: 2 } },
      ]),
      () => {},
    );
    expect(props).toMatchObject({
      open: true,
      title: 'Shakshuka',
      day: '2026-11-24',
      meal: 'dinner',
      servings: 2,
    });
    expect(props.days).toHaveLength(15);
    expect(props.days[0]).toEqual({ day: '2026-11-24', label: 'Today, Tue 24 Nov' });
  });
});
