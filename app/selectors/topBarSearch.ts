// The top bar's search for the current page (SPEC §2): recipes with a filter on /, friends on /profile…, the
// member's own recipes on /add-recipe. Recipe texts and filters live in the query string, where the page below
// reads them; the friend search is the user-search machine (2 characters, 300 ms pause), whose finds show
// under the bar.
import type { RecipeFilter } from '@potluck/domain';
import type { FriendResultsProps, TopBarSearch } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { InviteSearchEvent, inviteSearchMachine } from '../../machines/inviteSearchMachine.ts';

export const filterKeys = ['type', 'cuisine', 'diet', 'intolerances'] as const;

type FriendSearchSnapshot = SnapshotFrom<typeof inviteSearchMachine>;
type SendFriendSearch = (event: InviteSearchEvent) => void;

/** What the friend search found, or null while it has fewer than 2 characters (the machine is idle). */
export function selectFriendResults(
  snapshot: FriendSearchSnapshot,
  send: SendFriendSearch,
): FriendResultsProps | null {
  if (snapshot.matches('idle')) return null;
  const status = snapshot.matches('noUsers')
    ? 'noUsers'
    : snapshot.matches('waiting') || snapshot.matches('searching')
      ? 'searching'
      : 'found';
  return {
    status,
    members: snapshot.context.users.map((user) => ({ id: user._id, username: user.username })),
    // Going to a profile ends the search.
    onPick: () => send({ type: 'query.change', query: '' }),
  };
}

export type TopBarSearchProps = {
  search: TopBarSearch | null;
  onSearchChange: ((event: { value: string }) => void) | undefined;
};

export function selectTopBarSearch(
  page: { pathname: string; params: URLSearchParams; friendSearch: FriendSearchSnapshot },
  act: {
    /** Sets (or, for an empty value, removes) query-string parameters. */
    setParams: (changes: Record<string, string | undefined>) => void;
    sendFriendSearch: SendFriendSearch;
  },
): TopBarSearchProps {
  const { pathname, params, friendSearch } = page;
  if (pathname === '/') {
    const filter: RecipeFilter = {};
    for (const key of filterKeys) filter[key] = params.get(key) ?? undefined;
    return {
      search: {
        kind: 'recipes',
        value: params.get('query') ?? '',
        filter,
        onFilterChange: (next) =>
          act.setParams(Object.fromEntries(filterKeys.map((key) => [key, next[key]]))),
      },
      onSearchChange: ({ value }) => act.setParams({ query: value }),
    };
  }
  if (pathname.startsWith('/profile')) {
    return {
      search: {
        kind: 'friends',
        value: friendSearch.context.query,
        results: selectFriendResults(friendSearch, act.sendFriendSearch),
      },
      onSearchChange: ({ value }) => act.sendFriendSearch({ type: 'query.change', query: value }),
    };
  }
  if (pathname.startsWith('/add-recipe')) {
    return {
      search: { kind: 'myRecipes', value: params.get('q') ?? '' },
      onSearchChange: ({ value }) => act.setParams({ q: value }),
    };
  }
  return { search: null, onSearchChange: undefined };
}
