// Cook mode's machine for /recipe/:id/cook, started once the recipe has loaded (null until then). It hands the
// machine the browser's Screen Wake Lock and clock, tells it when the page is shown again (the browser took the
// lock back while hidden), rings when a timer is done, and stops it on leave, which releases the lock and stops
// the timers. Its timers are child actors: the screen redraws when any of them moves.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import { type CookModeEvent, cookModeMachine } from '../../machines/cookModeMachine.ts';
import type { CookModeSnapshot } from '../selectors/cookScreen.ts';
import { env } from '../services.ts';
import { prepareRing, ring } from './ring.ts';
import { screenWakeLock } from './wakeLock.ts';

type CookRecipe = { title: string; steps: string[]; ingredients: string[] };

export function useCookMode(recipe: CookRecipe | null): {
  snapshot: CookModeSnapshot | null;
  send: (event: CookModeEvent) => void;
} {
  const latest = useRef(recipe);
  latest.current = recipe;
  // The same recipe (a new object each render) must not start cook mode again.
  const key = recipe ? JSON.stringify(recipe) : null;
  const [actor, setActor] = useState<Actor<typeof cookModeMachine> | null>(null);
  useEffect(() => {
    const current = latest.current;
    if (key === null || !current) return;
    const started = createActor(cookModeMachine, {
      input: { ...current, wakeLock: screenWakeLock, now: env.now },
    }).start();
    const rings = started.on('timer.ring', (event) => ring(event.label));
    const onVisibility = () => {
      if (document.visibilityState === 'visible') started.send({ type: 'page.visible' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    setActor(started);
    return () => {
      rings.unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      started.send({ type: 'cook.leave' });
      started.stop();
      setActor(null);
    };
  }, [key]);

  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!actor) return;
    const subscriptions = [
      actor.subscribe(() => redraw()),
      ...actor.getSnapshot().context.timers.map((timer) => timer.subscribe(() => redraw())),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor]);

  const send = useCallback(
    (event: CookModeEvent) => {
      if (event.type === 'timer.start') prepareRing();
      actor?.send(event);
    },
    [actor],
  );
  return { snapshot: actor ? actor.getSnapshot() : null, send };
}
