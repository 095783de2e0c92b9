// The cooks of a recipe's page (issue 41): loaded after the recipe has drawn, in a chunk of their own (the route
// imports this file lazily). Starts the recipeCooks machine with the app's client, forwards its notices ("Saved to
// your cooking log."), and draws the design system's RecipeCooks through the selector. `logOpen`: the page was
// opened to log a cook (`?cooked=1`, from cook mode, the plan or a potluck's dish): the dialog opens once.
import { RecipeCooks } from '@potluck/ui';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type ActorRefFrom, createActor } from 'xstate';
import { recipeCooksMachine } from '../../machines/cooks/recipeCooksMachine.ts';
import { useNotices } from '../noticeForwarding.ts';
import { selectRecipeCooks } from '../selectors/recipeCooks.ts';
import { client, env } from '../services.ts';

type CooksActor = ActorRefFrom<typeof recipeCooksMachine>;

export interface RecipeCooksPartProps {
  recipeId: string;
  memberId: string;
  /** A public or a catalogue recipe: 'Everyone' may see a cook of it. */
  everyoneAllowed: boolean;
  logOpen: boolean;
  /** The dialog was opened from the address: the page drops `?cooked=1`, so a reload does not open it again. */
  onLogOpened: () => void;
}

export default function RecipeCooksPart({
  recipeId,
  memberId,
  everyoneAllowed,
  logOpen,
  onLogOpened,
}: RecipeCooksPartProps) {
  const [actor, setActor] = useState<CooksActor | null>(null);
  useEffect(() => {
    const started = createActor(recipeCooksMachine, {
      input: { client, recipeId, memberId, now: env.now, everyoneAllowed },
    }).start();
    setActor(started);
    return () => {
      started.stop();
    };
  }, [recipeId, memberId, everyoneAllowed]);
  useEffect(() => {
    if (!actor || !logOpen) return;
    actor.send({ type: 'cookLog.open' });
    onLogOpened();
  }, [actor, logOpen, onLogOpened]);
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
    () => (actor && snapshot ? selectRecipeCooks(snapshot, actor.send) : null),
    [snapshot, actor],
  );
  return props && <RecipeCooks {...props} />;
}
