// /: the discovery machine drawn as the design system's DiscoverScreen; a card's recipe opens in its modal.
import { DiscoverScreen, FriendsCooked } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { discoveryMachine } from '../../machines/index.ts';
import { afterNextPaint } from '../later.ts';
import { RouterLink } from '../links.tsx';
import { useRecipe } from '../recipe/useRecipe.ts';
import { searchFromParams, selectDiscoverScreen } from '../selectors/discoverScreen.ts';
import { client, env } from '../services.ts';
import { useMemberUnits, usePlanRecipe } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

// "Your friends cooked" (issue 41) is its own chunk, started after the page's first paint (issue 42 measures the
// main-thread work before it): the page's initial script and first paint stay the grid's.
const FriendsCookedRow = lazy(() => import('../home/FriendsCookedRow.tsx'));

export function Component() {
  const [params, setParams] = useSearchParams();
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  const search = searchFromParams(params);
  const discovery = useActorRef(discoveryMachine, {
    input: { client, random: env.random, ...search },
  });
  // The top bar changed the address: the machine waits for it to rest and ignores an unchanged search.
  const searchKey = params.toString();
  useEffect(() => {
    discovery.send({ type: 'search.change', ...searchFromParams(new URLSearchParams(searchKey)) });
  }, [discovery, searchKey]);
  // 'Clear search and filters' started the machine over; the top bar's search lives in the address.
  useEffect(() => {
    const cleared = discovery.on('search.cleared', () => setParams(new URLSearchParams(), { replace: true }));
    return () => cleared.unsubscribe();
  }, [discovery, setParams]);

  // The machine's news is drawn as a transition: a page of two dozen cards is rendered in slices that give the
  // main thread back to the phone between them, while the previous grid stays on screen.
  const snapshot = useDeferredValue(useSelector(discovery, (s) => s));
  const recipe = useRecipe(snapshot.context.opened?.id ?? null, {
    onChatOpened: () => discovery.send({ type: 'recipe.close' }),
    // A like in the modal shows on the card it came from.
    onLiked: ({ recipeId, likeCount }) => discovery.send({ type: 'recipe.liked', recipeId, likeCount }),
  });
  // The screen's part changes with the machine only, not with the frame (badges, chat): memoised, so a live
  // notification re-draws the top bar and leaves the grid alone.
  const units = useMemberUnits();
  const onPlan = usePlanRecipe();
  const screen = useMemo(() => {
    const selected = selectDiscoverScreen(snapshot, discovery.send, recipe, { Link: RouterLink, units });
    return { ...selected, grid: { ...selected.grid, onPlan } };
  }, [snapshot, discovery, recipe, units, onPlan]);
  // The row is the home page's: a search or a filter shows only what was asked for.
  // Its place is held from the first paint (the row loading), so the grid never moves when it arrives.
  const holding = <FriendsCooked state="loading" cooks={[]} />;
  const friendsCooked = searchKey === '' && (
    <Suspense fallback={holding}>{painted ? <FriendsCookedRow /> : holding}</Suspense>
  );
  return <DiscoverScreen shell={useShell()} {...screen} friendsCooked={friendsCooked} />;
}
