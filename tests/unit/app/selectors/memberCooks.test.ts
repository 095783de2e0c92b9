// What a member cooked on a profile: someone else's cooks as cards, one's own history with its words.
import { describe, expect, it } from 'vitest';
import { selectCookHistory, selectMemberCooks } from '../../../../app/selectors/memberCooks.ts';
import { cookHistoryMachine } from '../../../../machines/cooks/cookHistoryMachine.ts';
import { memberCooksMachine } from '../../../../machines/cooks/memberCooksMachine.ts';
import { aHistory, sampleToday, someCooks } from '../../../../stories/versionsSamples.ts';
import { done, failed } from '../../machines/helpers/reachability.ts';
import { stateAfter } from '../../machines/helpers/transitions.ts';

type CookEvents = Parameters<typeof stateAfter<typeof memberCooksMachine>>[2];
type HistoryEvents = Parameters<typeof stateAfter<typeof cookHistoryMachine>>[2];
const theirs = (...events: CookEvents) =>
  selectMemberCooks(
    stateAfter(memberCooksMachine, { client: {} as never, username: 'kenji' }, events),
    () => {},
    {
      today: sampleToday,
    },
  );
const mine = (...events: HistoryEvents) =>
  selectCookHistory(stateAfter(cookHistoryMachine, { client: {} as never }, events), () => {}, {
    today: sampleToday,
  });

describe('selectMemberCooks', () => {
  it('shows someone else’s cooks under their name, paged', () => {
    expect(theirs()).toMatchObject({ state: 'loading', heading: 'What kenji cooked' });
    const shown = theirs(done('loadCooks', { cooks: someCooks(2), next: `20261120${'a'.repeat(24)}` }));
    expect(shown).toMatchObject({ state: 'shown', hasMore: true, history: [] });
    expect(shown.cooks[0]).toMatchObject({ memberName: 'kenji', dayWords: 'yesterday' });
    expect(theirs(done('loadCooks', { cooks: [], next: null }))).toMatchObject({
      state: 'none',
      emptyWords: 'kenji has not shared any cooks with you yet.',
    });
    expect(theirs(failed('loadCooks')).state).toBe('failed');
  });

  it('says how often and when the member cooked each recipe of their history', () => {
    const shown = mine(done('loadHistory', aHistory(2, 2)));
    expect(shown).toMatchObject({ state: 'shown', heading: 'Your cooking', hasMore: true, cooks: [] });
    expect(shown.history[0]).toMatchObject({
      recipeTitle: 'Recipe 1',
      words: 'You cooked this once; last: yesterday',
      ratingWords: 'Rated 4 of 5',
    });
    expect(shown.history[1]?.words).toBe('You cooked this twice; last: 4 days ago');
    const more = [done('loadHistory', aHistory(2, 2)), { type: 'memberCooks.more' }] as const;
    expect(mine(...more).loadingMore).toBe(true);
    expect(mine(...more, failed('loadMoreHistory')).moreFailed).toBe(true);
    expect(mine(done('loadHistory', aHistory(0))).emptyWords).toMatch(/Nothing cooked yet/);
  });
});
