// Machines emit one-off notices (machines/support/notices.ts): an alert goes to the alert queue, which the
// page's shell draws as the design system's AlertNotice; a toast goes to the toast queue. Every route forwards
// its actor's notices through this one hook.
import { useEffect } from 'react';
import type { Notice } from '../machines/index.ts';
import { Alerts } from './shell/alerts.ts';
import { useToasts } from './shell/toasts.ts';

type Emitting = {
  on(type: 'alert.show' | 'toast.show', handler: (event: Notice) => void): { unsubscribe(): void };
};

export function useNotices(actor: Emitting | null | undefined): void {
  const toasts = useToasts();
  const alerts = Alerts.useActorRef();
  useEffect(() => {
    if (!actor) return;
    const alertsSub = actor.on('alert.show', (event) =>
      alerts.send({ type: 'alert.show', text: event.text }),
    );
    const toastsSub = actor.on('toast.show', (event) => {
      if (event.type === 'toast.show')
        toasts.send({ type: 'toast.show', text: event.text, kind: event.kind });
    });
    return () => {
      alertsSub.unsubscribe();
      toastsSub.unsubscribe();
    };
  }, [actor, toasts, alerts]);
}
