// Machines emit one-off notices (machines/support/notices.ts): an alert is the spec's window.alert, a toast goes
// to the toast queue. Every route forwards its actor's notices through this one hook.
import { useEffect } from 'react';
import type { Notice } from '../machines/index.ts';
import { useToasts } from './shell/toasts.ts';

type Emitting = {
  on(type: 'alert.show' | 'toast.show', handler: (event: Notice) => void): { unsubscribe(): void };
};

export function useNotices(actor: Emitting | null | undefined): void {
  const toasts = useToasts();
  useEffect(() => {
    if (!actor) return;
    const alerts = actor.on('alert.show', (event) => window.alert(event.text));
    const toastsSub = actor.on('toast.show', (event) => {
      if (event.type === 'toast.show')
        toasts.send({ type: 'toast.show', text: event.text, kind: event.kind });
    });
    return () => {
      alerts.unsubscribe();
      toastsSub.unsubscribe();
    };
  }, [actor, toasts]);
}
