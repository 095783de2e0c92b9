// Versions on a recipe's page (issue 41): loaded after the recipe has drawn, in a chunk of its own (the route
// imports this file lazily). Starts the recipeVersion machine, forwards its notices, and opens the copy "Make it
// my own" made (`version.made`). The app has no editing of an existing recipe (only its privacy), so the copy opens
// as its page: the member changes it as they change any recipe of theirs.
import type { AdaptedFrom } from '@potluck/contract';
import { RecipeVersion } from '@potluck/ui';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ActorRefFrom, createActor } from 'xstate';
import { recipeVersionMachine } from '../../machines/versions/recipeVersionMachine.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../noticeForwarding.ts';
import { selectRecipeVersion } from '../selectors/recipeVersion.ts';
import { client } from '../services.ts';

type VersionActor = ActorRefFrom<typeof recipeVersionMachine>;

export interface RecipeVersionPartProps {
  recipeId: string;
  adaptedFrom: AdaptedFrom | null;
  /** A recipe the member may open that is not their own. */
  mayMakeOwn: boolean;
}

export default function RecipeVersionPart({ recipeId, adaptedFrom, mayMakeOwn }: RecipeVersionPartProps) {
  const navigate = useNavigate();
  const [actor, setActor] = useState<VersionActor | null>(null);
  useEffect(() => {
    const started = createActor(recipeVersionMachine, {
      input: { client, recipeId, adaptedFrom, mayMakeOwn },
    }).start();
    setActor(started);
    const made = started.on('version.made', (event) =>
      navigate(`/recipe/${encodeURIComponent(event.recipeId)}`),
    );
    return () => {
      made.unsubscribe();
      started.stop();
    };
  }, [recipeId, adaptedFrom, mayMakeOwn, navigate]);
  useNotices(actor);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);
  const props = useMemo(
    () => (actor && snapshot ? selectRecipeVersion(snapshot, actor.send, { Link: RouterLink }) : null),
    [snapshot, actor],
  );
  return props && <RecipeVersion {...props} />;
}
