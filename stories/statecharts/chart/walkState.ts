// A walk is the events sent so far, from the machine's first state. It lives in the story's URL (the `walk` arg), so
// a link opens the same state for someone else: an event the walk defines is its number ('3-7-12'); an event the
// screen sent (typed text, a chosen day) is its JSON in hex ('x7b22…'), the only spelling Storybook lets through an
// arg ([a-zA-Z0-9 _-]). Replaying is pure (getNextSnapshot): no actor runs and no server is called.
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  getInitialSnapshot,
  getNextSnapshot,
} from 'xstate';

/** One step of a walk: the number of a walk event, or an event the screen sent. */
export type WalkEntry = number | EventObject;

const toHex = (words: string) =>
  [...new TextEncoder().encode(words)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) =>
  new TextDecoder().decode(new Uint8Array((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))));

export const encodeWalk = (entries: WalkEntry[]): string =>
  entries
    .map((entry) => (typeof entry === 'number' ? String(entry) : `x${toHex(JSON.stringify(entry))}`))
    .join('-');

/** The entries of a `walk` arg; a token that cannot be read (a hand-edited link) is left out. */
export function decodeWalk(walk: string | undefined): WalkEntry[] {
  if (!walk) return [];
  return walk.split('-').flatMap((token): WalkEntry[] => {
    if (/^\d+$/.test(token)) return [Number(token)];
    if (!token.startsWith('x')) return [];
    try {
      const event = JSON.parse(fromHex(token.slice(1)));
      return event && typeof event.type === 'string' ? [event] : [];
    } catch {
      return [];
    }
  });
}

export const eventOfEntry = (entry: WalkEntry, events: EventObject[]): EventObject | undefined =>
  typeof entry === 'number' ? events[entry] : entry;

/** The snapshot after each entry, the first state first: snapshots[i] is where the walk stands after i steps. */
export function replay(
  machine: AnyStateMachine,
  input: unknown,
  events: EventObject[],
  entries: WalkEntry[],
): AnyMachineSnapshot[] {
  const snapshots = [getInitialSnapshot(machine, input) as AnyMachineSnapshot];
  for (const entry of entries) {
    const current = snapshots[snapshots.length - 1] as AnyMachineSnapshot;
    const event = eventOfEntry(entry, events);
    snapshots.push(event ? (getNextSnapshot(machine, current, event) as AnyMachineSnapshot) : current);
  }
  return snapshots;
}
