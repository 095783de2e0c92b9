// The top bar's search per page, and the friends found under it, from the query string and the user-search
// machine.
import { describe, expect, it, vi } from 'vitest';
import { type EventObject, getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { selectFriendResults, selectTopBarSearch } from '../../../../app/selectors/topBarSearch.ts';
import { type InviteClient, inviteSearchMachine } from '../../../../machines/inviteSearchMachine.ts';
import { sampleId } from '../../../../stories/statecharts/samples.ts';

const input = { client: {} as InviteClient, cookbookId: '', currentUsername: 'maria_cooks' };

function snapshotAfter(
  ...events: (EventObject & Record<string, unknown>)[]
): SnapshotFrom<typeof inviteSearchMachine> {
  let snapshot = getInitialSnapshot(inviteSearchMachine, input);
  for (const event of events) snapshot = getNextSnapshot(inviteSearchMachine, snapshot, event as never);
  return snapshot;
}

const typed = (query: string) => ({ type: 'query.change', query }) as EventObject;
const paused = { type: 'xstate.after.searchPause.inviteSearch.waiting' } as EventObject;
const found = (users: { _id: string; username: string }[]) =>
  ({ type: 'xstate.done.actor.searchUsers', output: users }) as EventObject;
const kenji = { _id: sampleId(1), username: 'kenji.eats' };

describe('selectFriendResults', () => {
  it('nothing under the bar below 2 characters', () => {
    expect(selectFriendResults(snapshotAfter(), vi.fn())).toBeNull();
    expect(selectFriendResults(snapshotAfter(typed('k')), vi.fn())).toBeNull();
  });

  it('searching during the pause and the search, then the members found or none', () => {
    expect(selectFriendResults(snapshotAfter(typed('ke')), vi.fn())?.status).toBe('searching');
    expect(selectFriendResults(snapshotAfter(typed('ke'), paused), vi.fn())?.status).toBe('searching');
    expect(selectFriendResults(snapshotAfter(typed('ke'), paused, found([kenji])), vi.fn())).toEqual({
      status: 'found',
      members: [{ id: kenji._id, username: 'kenji.eats' }],
      onPick: expect.any(Function),
    });
    expect(selectFriendResults(snapshotAfter(typed('zz'), paused, found([])), vi.fn())?.status).toBe(
      'noUsers',
    );
  });

  it('picking a member empties the search', () => {
    const send = vi.fn();
    selectFriendResults(snapshotAfter(typed('ke'), paused, found([kenji])), send)?.onPick({
      username: 'kenji.eats',
    });
    expect(send).toHaveBeenCalledWith({ type: 'query.change', query: '' });
  });
});

describe('selectTopBarSearch', () => {
  const act = () => ({ setParams: vi.fn(), sendFriendSearch: vi.fn() });

  it('on / the recipe search and its filter, from the query string', () => {
    const actions = act();
    const params = new URLSearchParams('query=soup&diet=vegan,paleo');
    const { search, onSearchChange } = selectTopBarSearch(
      { pathname: '/', params, friendSearch: snapshotAfter() },
      actions,
    );
    expect(search).toEqual({
      kind: 'recipes',
      value: 'soup',
      filter: { type: undefined, cuisine: undefined, diet: 'vegan,paleo', intolerances: undefined },
      onFilterChange: expect.any(Function),
    });
    onSearchChange?.({ value: 'stew' });
    if (search?.kind === 'recipes') search.onFilterChange({ cuisine: 'thai' });
    expect(actions.setParams.mock.calls).toEqual([
      [{ query: 'stew' }],
      [{ type: undefined, cuisine: 'thai', diet: undefined, intolerances: undefined }],
    ]);
  });

  it('on a profile the friend search, with what it found', () => {
    const actions = act();
    const friendSearch = snapshotAfter(typed('ke'), paused, found([kenji]));
    const { search, onSearchChange } = selectTopBarSearch(
      { pathname: '/profile/maria_cooks', params: new URLSearchParams(), friendSearch },
      actions,
    );
    expect(search?.kind === 'friends' && search.value).toBe('ke');
    expect(search?.kind === 'friends' && search.results?.members).toEqual([
      { id: kenji._id, username: 'kenji.eats' },
    ]);
    onSearchChange?.({ value: 'ken' });
    expect(actions.sendFriendSearch).toHaveBeenCalledWith({ type: 'query.change', query: 'ken' });
  });

  it('on My Recipes its own search; elsewhere none', () => {
    const actions = act();
    const mine = selectTopBarSearch(
      { pathname: '/add-recipe', params: new URLSearchParams('q=pie'), friendSearch: snapshotAfter() },
      actions,
    );
    expect(mine.search).toEqual({ kind: 'myRecipes', value: 'pie' });
    mine.onSearchChange?.({ value: '' });
    expect(actions.setParams).toHaveBeenCalledWith({ q: '' });
    expect(
      selectTopBarSearch(
        { pathname: '/settings', params: new URLSearchParams(), friendSearch: snapshotAfter() },
        actions,
      ),
    ).toEqual({ search: null, onSearchChange: undefined });
  });
});
