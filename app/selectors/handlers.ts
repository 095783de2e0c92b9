// Event handlers made once per actor: a selector that hands a screen `handlersOf(send, make)` gives memoised
// components (the recipe grid and its cards) the very same functions on every render, so a page drawn again for
// its frame or for a later page does not draw every card again.

const made = new WeakMap<object, WeakMap<object, unknown>>();

/** `make(send)`, made once per `send` and `make` (both must live as long as the actor: a module-level `make`). */
export function handlersOf<Send extends object, Handlers>(
  send: Send,
  make: (send: Send) => Handlers,
): Handlers {
  let bySend = made.get(make);
  if (!bySend) {
    bySend = new WeakMap();
    made.set(make, bySend);
  }
  if (!bySend.has(send)) bySend.set(send, make(send));
  return bySend.get(send) as Handlers;
}
