// The other end of ScreenFrame: the hidden `Screen` story of a chart, two frames below it. It shows the screen of
// the state the chart's walk has reached, and hands the events of the member's presses back to the chart, which
// adds them to the walk (so the chart and the URL know them too).
import { type ReactNode, useEffect, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { WalkEvent } from '../walks/support.ts';
import { stepsOf } from './arrowWords.ts';
import { type FromScreen, messageOf, type ToScreen } from './screenMessages.ts';
import { replay, type WalkEntry } from './walkState.ts';

export type ScreenOfState = (snapshot: AnyMachineSnapshot, send: (event: EventObject) => void) => ReactNode;

type Props = { machine: AnyStateMachine; input?: unknown; events: WalkEvent[]; screen: ScreenOfState };

/** The chart's window: the middle frame's parent. */
const chartWindow = () => window.parent.parent;
const tell = (message: FromScreen) => chartWindow().postMessage(message, window.location.origin);

export function ScreenOfWalk({ machine, input, events, screen }: Props) {
  const [shown, setShown] = useState<{ entries: WalkEntry[]; walk: string }>({ entries: [], walk: '' });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source !== chartWindow()) return;
      const message = messageOf<ToScreen>(event);
      if (message?.kind === 'walk.show') setShown({ entries: message.entries, walk: message.walk });
    };
    window.addEventListener('message', listen);
    tell({ kind: 'screen.ready' });
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    tell({ kind: 'screen.shown', walk: shown.walk });
  }, [shown]);

  const snapshots = replay(
    machine,
    input,
    stepsOf(events).map((step) => step.event),
    shown.entries,
  );
  const snapshot = snapshots[snapshots.length - 1] as AnyMachineSnapshot;
  return <>{screen(snapshot, (event) => tell({ kind: 'screen.sent', event }))}</>;
}
