// When work a member page does not need for its first paint runs (issue 30, decision 030): each returns a
// function that cancels what has not run yet.

/** Calls `go` once the document has been painted after this render: the next frame, then a task after it. */
export function afterNextPaint(go: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(go, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Calls `go` right away: for an effect, which already runs after the first render. */
export function afterFirstRender(go: () => void): () => void {
  go();
  return () => {};
}

/** Calls `go` when the browser is idle (or after a second in a browser without requestIdleCallback). */
export function whenIdle(go: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(go, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(go, 1000);
  return () => clearTimeout(timer);
}
