// A page's first full drawing as a React transition, every later change at once (issue 30, decision 030).
import { useDeferredValue, useLayoutEffect, useRef } from 'react';

/**
 * `value` as the page should draw it: until a full page (`isFull`) has been drawn once, the deferred value, so that
 * the drawing that turns a skeleton into the whole page is rendered in slices and the phone gets its main thread
 * back between them; from the next change on, `value` itself, so what a member types or presses is never drawn
 * late (a controlled field fed a deferred value would show the previous letter for a moment). Once the full page
 * is on screen the deferred value is held still, so React schedules no second, deferred drawing of each change.
 */
export function useFirstDrawInSlices<T>(value: T, isFull: (value: T) => boolean): T {
  const drawnFull = useRef<{ value: T } | null>(null);
  const deferred = useDeferredValue(drawnFull.current ? drawnFull.current.value : value);
  const shown = drawnFull.current ? value : deferred;
  const shownIsFull = isFull(shown);
  useLayoutEffect(() => {
    if (!drawnFull.current && shownIsFull) drawnFull.current = { value: shown };
  }, [shown, shownIsFull]);
  return shown;
}
