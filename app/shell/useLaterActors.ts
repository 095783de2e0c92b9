// Actors a member page does not need for its first paint (issue 30, decisions 027 and 030): their chunk is
// loaded and they are started once `after` says so (right after the first render, or after the first paint),
// and stopped with the shell. `actors` is null until then; `whenStarted` resolves with them, so whatever a member
// sends to them meanwhile (a press on the bell, Add to shopping list) waits for them and is never dropped.
import { useEffect, useState } from 'react';

type Stoppable = { stop(): void };
type Deferred<T> = Promise<T> & { resolve: (value: T) => void };

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return Object.assign(promise, { resolve });
}

export function useLaterActors<T extends Stoppable>(
  memberId: string,
  load: () => Promise<(memberId: string) => T>,
  after: (go: () => void) => () => void,
): { actors: Omit<T, 'stop'> | null; whenStarted: Promise<Omit<T, 'stop'>> } {
  const [actors, setActors] = useState<T | null>(null);
  const [whenStarted] = useState(deferred<T>);
  useEffect(() => {
    let live = true;
    let started: T | undefined;
    const cancel = after(() => {
      void load().then((start) => {
        if (!live) return;
        started = start(memberId);
        whenStarted.resolve(started);
        setActors(started);
      });
    });
    return () => {
      live = false;
      cancel();
      started?.stop();
    };
  }, [memberId, load, after, whenStarted]);
  return { actors, whenStarted };
}
