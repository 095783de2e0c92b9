// The top bar's search for the current page (SPEC §2): recipes with a filter on /, friends on /profile…,
// the member's own recipes on /add-recipe. Recipe texts and filters live in the query string, where the page
// below reads them; the friend search runs the user-search machine (2 characters, 300 ms pause).
import type { RecipeFilter } from '@potluck/domain';
import type { TopBarSearch } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { inviteSearchMachine } from '../../machines/index.ts';
import { client } from '../services.ts';
import { useMember } from './AppActors.tsx';

export const filterKeys = ['type', 'cuisine', 'diet', 'intolerances'] as const;

export function useFriendSearch() {
  const { member } = useMember();
  // Only the search half of the machine runs here; nothing is ever invited to a cookbook.
  return useActorRef(inviteSearchMachine, {
    input: { client, cookbookId: '', currentUsername: member.username },
  });
}

export function useTopBarSearch(friendSearch: ReturnType<typeof useFriendSearch>) {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const friendQuery = useSelector(friendSearch, (snapshot) => snapshot.context.query);

  const setParam = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  let search: TopBarSearch | null = null;
  let onSearchChange: ((event: { value: string }) => void) | undefined;
  if (pathname === '/') {
    const filter: RecipeFilter = {};
    for (const key of filterKeys) filter[key] = params.get(key) ?? undefined;
    search = {
      kind: 'recipes',
      value: params.get('query') ?? '',
      filter,
      onFilterChange: (next) => setParam(Object.fromEntries(filterKeys.map((key) => [key, next[key]]))),
    };
    onSearchChange = ({ value }) => setParam({ query: value });
  } else if (pathname.startsWith('/profile')) {
    search = { kind: 'friends', value: friendQuery };
    onSearchChange = ({ value }) => friendSearch.send({ type: 'query.change', query: value });
  } else if (pathname.startsWith('/add-recipe')) {
    search = { kind: 'myRecipes', value: params.get('q') ?? '' };
    onSearchChange = ({ value }) => setParam({ q: value });
  }
  return { search, onSearchChange };
}
