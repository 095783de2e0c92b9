// The top bar's search for the current page and the friend search behind 'Find friends...'
// (app/selectors/topBarSearch.ts). The search is the same object until the page, its query string or the friend
// search changes, so the memoised top bar is not drawn again when the page's own actor changes (decision 030).
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { inviteSearchMachine } from '../../machines/index.ts';
import { selectTopBarSearch, type TopBarSearchProps } from '../selectors/topBarSearch.ts';
import { client } from '../services.ts';
import { useMember } from './AppActors.tsx';

export function useFriendSearch() {
  const { member } = useMember();
  // Only the search half of the machine runs here; nothing is ever invited to a cookbook.
  return useActorRef(inviteSearchMachine, {
    input: { client, cookbookId: '', currentUsername: member.username },
  });
}

export function useTopBarSearch(friendSearch: ReturnType<typeof useFriendSearch>): TopBarSearchProps {
  const { pathname } = useLocation();
  const [params, setSearchParams] = useSearchParams();
  const snapshot = useSelector(friendSearch, (s) => s);
  const setParams = useCallback(
    (changes: Record<string, string | undefined>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setSearchParams(next, { replace: true });
    },
    [params, setSearchParams],
  );
  return useMemo(
    () =>
      selectTopBarSearch(
        { pathname, params, friendSearch: snapshot },
        { setParams, sendFriendSearch: friendSearch.send },
      ),
    [pathname, params, snapshot, setParams, friendSearch.send],
  );
}
