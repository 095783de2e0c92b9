// "Your friends cooked": the row's props over snapshots of its machine, and the words of a cook's card.
import { defaultAvatar } from '@potluck/domain';
import { describe, expect, it } from 'vitest';
import { selectFriendsCooked, toCookCard } from '../../../../app/selectors/friendsCooked.ts';
import { friendsCookedMachine } from '../../../../machines/cooks/friendsCookedMachine.ts';
import { aCook, sampleToday, someCooks } from '../../../../stories/versionsSamples.ts';
import { done, failed } from '../../machines/helpers/reachability.ts';
import { stateAfter } from '../../machines/helpers/transitions.ts';

const input = { client: { getFriendsCooked: async () => [], onStale: () => () => {} } };
const row = (...events: Parameters<typeof stateAfter<typeof friendsCookedMachine>>[2]) =>
  selectFriendsCooked(stateAfter(friendsCookedMachine, input, events), () => {}, { today: sampleToday });

describe('selectFriendsCooked', () => {
  it('is loading, then some, none or failed', () => {
    expect(row().state).toBe('loading');
    expect(row(done('loadFriendsCooked', someCooks(2)))).toMatchObject({ state: 'some' });
    expect(row(done('loadFriendsCooked', someCooks(2))).cooks).toHaveLength(2);
    expect(row(done('loadFriendsCooked', [])).state).toBe('none');
    expect(row(failed('loadFriendsCooked')).state).toBe('failed');
  });

  it('keeps the row while it is read again', () => {
    expect(row(done('loadFriendsCooked', someCooks(3)), { type: 'friendsCooked.changed' })).toMatchObject({
      state: 'some',
    });
  });

  it('names the friend, the recipe with its link, the day and the rating', () => {
    const cook = aCook(0, {
      day: '2026-11-28',
      rating: 4,
      photos: [{ image: '/media/a.webp' }],
      member: { _id: 'f'.repeat(24), username: 'kenji', profilePic: '' },
    });
    expect(toCookCard(cook, sampleToday)).toEqual({
      id: cook.id,
      photo: '/media/a.webp',
      memberName: 'kenji',
      memberAvatar: defaultAvatar,
      recipeTitle: 'Nonna’s Sunday Ragù',
      recipeHref: `/recipe/${cook.recipe.id}`,
      dayWords: 'yesterday',
      rating: 4,
      ratingWords: 'Rated 4 of 5',
    });
    const gone = toCookCard(
      aCook(1, { recipe: { id: '1', title: null, image: null }, rating: null }),
      sampleToday,
    );
    expect(gone).toMatchObject({
      recipeHref: null,
      recipeTitle: 'A recipe no longer shared',
      ratingWords: '',
    });
  });
});
