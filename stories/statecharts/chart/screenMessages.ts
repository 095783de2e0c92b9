// What the chart and the member's screen beside it say to each other. The screen runs in a frame of its own (see
// ScreenFrame.tsx), so the two talk by postMessage: the chart sends the walk, the screen answers when it has shown
// it and passes on the events the member's presses send.
import type { EventObject } from 'xstate';
import type { WalkEntry } from './walkState.ts';

export type ToScreen = { kind: 'walk.show'; entries: WalkEntry[]; walk: string };
export type FromScreen =
  | { kind: 'screen.ready' }
  | { kind: 'screen.shown'; walk: string }
  | { kind: 'screen.sent'; event: EventObject };

const kinds = new Set(['walk.show', 'screen.ready', 'screen.shown', 'screen.sent']);

/** A message of ours, from a window of our own origin (Storybook's own channel shares the same pipe). */
export function messageOf<M extends ToScreen | FromScreen>(message: MessageEvent): M | null {
  if (message.origin !== window.location.origin) return null;
  const data = message.data as { kind?: unknown } | null;
  return data && typeof data.kind === 'string' && kinds.has(data.kind) ? (data as M) : null;
}
