// A screen story made from the machine, not from hand-written props (STYLE 15b): the machine runs with a fake
// client, the story's events are sent as soon as the machine would take each one (after a load has answered,
// say), and the screen is drawn through the same selector the route uses. A story therefore cannot show a state
// the app cannot reach, and clicking in the story drives the machine exactly as the app does.
import type { AlertNoticeProps, ToasterProps } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactElement, type ReactNode, useEffect, useReducer, useState } from 'react';
import {
  type Actor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  waitFor,
} from 'xstate';
import { selectAlert, selectToaster } from '../../app/selectors/toasterAndAlert.ts';
import { alertMachine } from '../../machines/alertMachine.ts';
import { toastMachine } from '../../machines/toastMachine.ts';

/** The toasts and the alert the machine has emitted, as the shell draws them (`shell={{ ...frame, ...notices }}`). */
export type StoryNotices = { toasts: ToasterProps; alert: AlertNoticeProps };

export type MachineStory<M extends AnyStateMachine> = {
  machine: M;
  input: InputFrom<M>;
  /** What the member (or the world) does, in order; each waits until the machine accepts it. */
  events?: EventFromLogic<M>[];
  /** The route's own selector and screen: `(snapshot, send) => <Screen {...select(snapshot, send)} />`. */
  render: (
    snapshot: SnapshotFrom<M>,
    send: (event: EventFromLogic<M>) => void,
    notices: StoryNotices,
  ) => ReactNode;
};

/** How long one event may wait for the machine to accept it before the story gives up on it. */
const patienceMs = 5_000;

export function useStoryActor<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  events: EventFromLogic<M>[],
) {
  const [actor] = useState(() => createActor(machine, { input }) as Actor<M>);
  useEffect(() => {
    actor.start();
    let cancelled = false;
    void (async () => {
      for (const event of events) {
        await waitFor(actor, (snapshot) => cancelled || (snapshot as AnyMachineSnapshot).can(event), {
          timeout: patienceMs,
        });
        if (cancelled) return;
        actor.send(event);
      }
    })().catch((error: unknown) => console.warn('A story event was never accepted', error));
    return () => {
      cancelled = true;
    };
  }, [actor, events]);
  return actor;
}

/**
 * The app's toast and alert queues, fed by the `toast.show` and `alert.show` of the machine and of its children (an
 * invoked dialog or friend button), as the routes do with app/notices.ts.
 */
function useStoryNotices(actor: AnyActorRef, children: AnyMachineSnapshot['children']): StoryNotices {
  const toasts = useActorRef(toastMachine);
  const alerts = useActorRef(alertMachine);
  useEffect(() => {
    const emitters = [actor, ...(Object.values(children) as AnyActorRef[])];
    const subscriptions = emitters.flatMap((emitter) => [
      emitter.on('toast.show', (event) => toasts.send(event)),
      emitter.on('alert.show', (event) => alerts.send(event)),
    ]);
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, children, toasts, alerts]);
  return {
    toasts: selectToaster(
      useSelector(toasts, (s) => s),
      toasts.send,
    ),
    alert: selectAlert(
      useSelector(alerts, (s) => s),
      alerts.send,
    ),
  };
}

/** Draws again when a machine's child (an invoked dialog machine, say) moves, as the route's selector reads it. */
function useChildren(snapshot: AnyMachineSnapshot) {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const children = Object.values(snapshot.children) as AnyActorRef[];
    // A child's failure is its parent's to handle (onError); an observer without `error` would report it as
    // unhandled.
    const subscriptions = children.map((child) => child.subscribe({ next: redraw, error: () => {} }));
    // A child may have moved between the draw and this subscription (a quick answer): draw once more.
    redraw();
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [snapshot.children]);
}

const noEvents: never[] = [];

function MachineScreen<M extends AnyStateMachine>({
  machine,
  input,
  events = noEvents,
  render,
}: MachineStory<M>) {
  const actor = useStoryActor(machine, input, events);
  const snapshot = useSelector(actor, (s) => s) as SnapshotFrom<M>;
  const notices = useStoryNotices(actor, (snapshot as AnyMachineSnapshot).children);
  useChildren(snapshot as AnyMachineSnapshot);
  return <>{render(snapshot, (event) => actor.send(event), notices)}</>;
}

/** A story's `render`: the screen as the running machine draws it. */
export function fromMachine<M extends AnyStateMachine>(story: MachineStory<M>): () => ReactElement {
  // Storybook calls this as a render function; MachineScreen is the component that keeps the actor.
  return () => <MachineScreen {...story} />;
}
