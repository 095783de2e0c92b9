// Cooks on a recipe's page: the section's props over snapshots of its machine, and the words a member reads.
import { describe, expect, it, vi } from 'vitest';
import { selectRecipeCooks } from '../../../../app/selectors/recipeCooks.ts';
import { recipeCooksMachine } from '../../../../machines/cooks/recipeCooksMachine.ts';
import {
  aCookPage,
  aCursor,
  aRecipeCook,
  aSummary,
  cooksNow,
  cooksRecipeId,
  noCooks,
  viewerId,
} from '../../../../stories/recipeCooksSamples.ts';
import { done, failed } from '../../machines/helpers/reachability.ts';
import { stateAfter } from '../../machines/helpers/transitions.ts';

const input = {
  client: {
    getCookSummary: async () => noCooks,
    getRecipeCooks: async () => aCookPage(0),
    deleteCook: async () => ({}),
    logCook: async () => aRecipeCook(0),
    onStale: () => () => {},
  },
  recipeId: cooksRecipeId,
  memberId: viewerId,
  now: () => cooksNow,
  everyoneAllowed: false,
};
const today = '2026-11-29';
const own = aRecipeCook(0, { day: '2026-11-15', rating: 4, note: '<b>Less salt</b>' }, true);
const loaded = done('loadCooks', {
  summary: aSummary(),
  page: { cooks: [own, aRecipeCook(1)], next: aCursor },
});
type Events = Parameters<typeof stateAfter<typeof recipeCooksMachine>>[2];
const cooks = (events: Events, send = () => {}) =>
  selectRecipeCooks(stateAfter(recipeCooksMachine, input, events), send, { today });

describe('selectRecipeCooks', () => {
  it('says nothing of the summary while loading, then the server’s numbers and the viewer’s own', () => {
    expect(cooks([]).summary).toBeNull();
    expect(cooks([]).list.status).toBe('loading');
    expect(cooks([loaded]).summary).toEqual({
      words: 'Cooked 12 times · 4.4 from 9 ratings',
      yours: 'You cooked this 3 times; last: 2 weeks ago',
    });
    expect(cooks([done('loadCooks', { summary: noCooks, page: { cooks: [], next: null } })]).summary).toEqual(
      { words: 'No one has cooked this yet', yours: null },
    );
    expect(
      cooks([
        done('loadCooks', {
          summary: aSummary({ count: 1, ratings: 0, average: null, yours: { count: 1, lastDay: today } }),
          page: { cooks: [own], next: null },
        }),
      ]).summary,
    ).toEqual({ words: 'Cooked once', yours: 'You cooked this once; last: today' });
  });

  it('draws each cook: name linking to the profile, day in words, rating, note as text, photos, own to delete', () => {
    const [first, second] = cooks([loaded]).list.cooks;
    expect(first).toMatchObject({
      username: 'maria_cooks',
      profileTo: '/profile/maria_cooks',
      dayWords: '2 weeks ago',
      day: '2026-11-15',
      rating: 4,
      note: '<b>Less salt</b>',
      photos: ['/fallback-recipe.webp'],
      own: true,
      deleting: false,
    });
    expect(second?.own).toBe(false);
  });

  it('offers Show more while there is a next page, busy while it loads, again after it fails', () => {
    expect(cooks([loaded]).list.more).toBe('offered');
    expect(cooks([loaded, { type: 'cooks.more' }]).list.more).toBe('loading');
    expect(cooks([loaded, { type: 'cooks.more' }, failed('loadMore')]).list.more).toBe('failed');
    expect(cooks([loaded, { type: 'cooks.more' }, done('loadMore', aCookPage(1, null, 4))]).list.more).toBe(
      'none',
    );
  });

  it('says a failed read', () => {
    expect(cooks([failed('loadCooks')]).list.status).toBe('failed');
  });

  it('asks before deleting, and marks the cook on its way', () => {
    const asking = cooks([loaded, { type: 'cook.delete', cookId: own.id }]);
    expect(asking.list.confirmingDelete).toBe(true);
    const deleting = cooks([loaded, { type: 'cook.delete', cookId: own.id }, { type: 'cookDelete.confirm' }]);
    expect(deleting.list.confirmingDelete).toBe(false);
    expect(deleting.list.cooks[0]?.deleting).toBe(true);
  });

  it('draws the dialog: closed, today by default, Everyone only when allowed, sending, refused with why', () => {
    expect(cooks([loaded]).log.open).toBe(false);
    const open = cooks([loaded, { type: 'cookLog.open' }]).log;
    expect(open).toMatchObject({ open: true, today, everyoneOffered: false, sending: false, refusal: null });
    expect(open.draft.day).toBe(today);
    const sending = cooks([loaded, { type: 'cookLog.open' }, { type: 'cookLog.send' }]).log;
    expect(sending.sending).toBe(true);
    const refused = cooks([
      loaded,
      { type: 'cookLog.open' },
      { type: 'cookLog.send' },
      failed(
        'logCook',
        Object.assign(new Error('rating must be a whole number from 1 to 5'), { status: 400 }),
      ),
    ]).log;
    expect(refused).toMatchObject({
      open: true,
      sending: false,
      refusal: 'rating must be a whole number from 1 to 5',
    });
  });

  it('sends the machine’s events', () => {
    const send = vi.fn();
    const props = cooks([loaded], send);
    props.onLog();
    props.list.onMore();
    props.list.onDelete({ cookId: own.id });
    props.log.onDraftChange({ draft: { rating: 5 } });
    props.log.onSend();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual([
      'cookLog.open',
      'cooks.more',
      'cook.delete',
      'cookLog.change',
      'cookLog.send',
    ]);
  });
});
