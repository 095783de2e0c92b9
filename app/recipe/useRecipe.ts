// One recipe's machines for a screen: the full page (/recipe/:id) or the modal a grid opens (its opened recipe
// is the grid machine's state). Starts the recipe detail and comments actors for the id (none for null), stops
// them when the id changes, forwards their notices, and hands the chat hand-off of 'Share → Friends' to the shell.
// The machines come from the detail chunk (recipeActors.ts), fetched once the screen has rendered.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNotices } from '../noticeForwarding.ts';
import type { CommentsSnapshot, RecipeDetailSnapshot, RecipeSends } from '../selectors/recipeDetail.ts';
import { useMember } from '../shell/AppActors.tsx';
import { openChat } from '../shell/openChat.ts';
import type { RecipeActors } from './recipeActors.ts';

type ActorsModule = typeof import('./recipeActors.ts');
const loadActors = () => import('./recipeActors.ts');

export type OpenedRecipe = { detail: RecipeDetailSnapshot; comments: CommentsSnapshot; send: RecipeSends };

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

/** `onChatOpened`: the recipe was shared with a friend and the chat opened (a modal steps aside for it). */
export function useRecipe(recipeId: string | null, onChatOpened?: () => void): OpenedRecipe | null {
  const { member } = useMember();
  const [chunk, setChunk] = useState<ActorsModule | null>(null);
  useEffect(() => {
    let live = true;
    void loadActors().then((loaded) => live && setChunk(loaded));
    return () => {
      live = false;
    };
  }, []);

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
  const chatOpened = useRef(onChatOpened);
  chatOpened.current = onChatOpened;
  useEffect(() => {
    if (!current) return;
    // Sharing with a friend stored the link; the chat opens with that friend, the link prefilled (SPEC §4).
    const subscription = current.detail.on('chat.open', (event) => {
      openChat({ userId: event.userId });
      chatOpened.current?.();
    });
    return () => subscription.unsubscribe();
  }, [current]);

  const detail = useSnapshot<RecipeDetailSnapshot>(current?.detail ?? null);
  const comments = useSnapshot<CommentsSnapshot>(current?.comments ?? null);
  // The same object while the snapshots stay: a screen memoised on it is not drawn again for nothing.
  return useMemo(
    () =>
      current && detail && comments
        ? { detail, comments, send: { detail: current.detail.send, comments: current.comments.send } }
        : null,
    [current, detail, comments],
  );
}
