// One recipe's machines for a screen: the full page (/recipe/:id) or the modal a grid opens (its opened recipe
// is the grid machine's state). Starts the recipe detail and comments actors for the id (none for null), stops
// them when the id changes, forwards their notices, hands the chat hand-off of 'Share → Friends' and 'Add to
// shopping list' and 'Plan it' to the shell's actors, and tells the page a like changed (a grid updates its card).
// The machines come from the detail chunk (recipeActors.ts), fetched once a recipe is open (a grid fetches it
// when idle).
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { RecipeLiked } from '../../machines/index.ts';
import { whenIdle } from '../later.ts';
import { useNotices } from '../noticeForwarding.ts';
import type {
  CommentsSnapshot,
  RecipeDetailSnapshot,
  RecipeSends,
  selectRecipeDetail,
} from '../selectors/recipeDetail.ts';
import { useMember } from '../shell/AppActors.tsx';
import { openChat } from '../shell/openChat.ts';
import type { RecipeActors } from './recipeActors.ts';

type ActorsModule = typeof import('./recipeActors.ts');
const loadActors = () => import('./recipeActors.ts');

export type OpenedRecipe = {
  detail: RecipeDetailSnapshot;
  comments: CommentsSnapshot;
  send: RecipeSends;
  /** The recipe's selector, from the detail chunk (app/selectors/recipeDetail.ts): its RecipeDetail props. */
  select: typeof selectRecipeDetail;
};

type Watchable<S> = { getSnapshot(): S; subscribe(listener: () => void): { unsubscribe(): void } };

function useSnapshot<S>(actor: Watchable<S> | null): S | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => (actor ? actor.getSnapshot() : null));
}

type RecipeCallbacks = {
  /** The recipe was shared with a friend and the chat opened (a modal steps aside for it). */
  onChatOpened?: () => void;
  /** The member liked or unliked the recipe (the server's new count). */
  onLiked?: (like: RecipeLiked) => void;
};

export function useRecipe(recipeId: string | null, callbacks: RecipeCallbacks = {}): OpenedRecipe | null {
  const { member, whenListActors } = useMember();
  const [chunk, setChunk] = useState<ActorsModule | null>(null);
  // A grid with no recipe open fetches the chunk when the browser is idle, ahead of the first click, without
  // drawing anything again (issue 30: not in the task that draws the grid); an open recipe needs it now.
  const wanted = recipeId !== null;
  useEffect(() => {
    if (!wanted) return whenIdle(() => void loadActors());
    let live = true;
    void loadActors().then((loaded) => live && setChunk(loaded));
    return () => {
      live = false;
    };
  }, [wanted]);

  const [actors, setActors] = useState<RecipeActors | null>(null);
  useEffect(() => {
    if (!chunk || !recipeId) {
      setActors(null);
      return;
    }
    const started = chunk.startRecipe(recipeId, member.id);
    setActors(started);
    return started.stop;
  }, [chunk, recipeId, member.id]);
  const current = actors && actors.recipeId === recipeId ? actors : null;

  useNotices(current?.detail);
  useNotices(current?.comments);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  useEffect(() => {
    if (!current) return;
    const subscriptions = [
      // Sharing with a friend stored the link; the chat opens with that friend, the link prefilled (SPEC §4).
      current.detail.on('chat.open', (event) => {
        openChat({ userId: event.userId });
        latest.current.onChatOpened?.();
      }),
      // The shell's list actors may still be starting: the add waits for them, never dropped.
      current.detail.on('shopping.addRecipe', ({ type: _, ...recipe }) => {
        void whenListActors.then(({ shopping }) => shopping.send({ type: 'recipe.add', ...recipe }));
      }),
      current.detail.on('plan.addRecipe', ({ type: _, ...recipe }) => {
        void whenListActors.then(({ plan }) => plan.send({ type: 'recipe.plan', ...recipe }));
      }),
      current.detail.on('recipe.liked', (like) => latest.current.onLiked?.(like)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [current, whenListActors]);

  const detail = useSnapshot<RecipeDetailSnapshot>(current?.detail ?? null);
  const comments = useSnapshot<CommentsSnapshot>(current?.comments ?? null);
  // The same object while the snapshots stay: a screen memoised on it is not drawn again for nothing.
  return useMemo(
    () =>
      current && detail && comments && chunk
        ? {
            detail,
            comments,
            send: { detail: current.detail.send, comments: current.comments.send },
            select: chunk.selectRecipeDetail,
          }
        : null,
    [current, detail, comments, chunk],
  );
}
