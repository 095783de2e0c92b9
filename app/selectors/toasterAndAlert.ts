// The toast queue and the alert queue as the design system's Toaster and AlertNotice props (SPEC §8, §9).
import type { AlertNoticeProps, ToasterProps, ToastTone } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import { type AlertEvent, type alertMachine, shownAlert } from '../../machines/alertMachine.ts';
import type { ToastEvent, ToastKind, toastMachine } from '../../machines/toastMachine.ts';

const tones: Record<ToastKind, ToastTone> = { success: 'success', error: 'error', info: 'default' };

export function selectToaster(
  snapshot: SnapshotFrom<typeof toastMachine>,
  send: (event: ToastEvent) => void,
): ToasterProps {
  return {
    toasts: snapshot.context.toasts.map((toast) => ({
      id: String(toast.id),
      text: toast.text,
      tone: tones[toast.kind],
    })),
    onDismiss: ({ id }) => send({ type: 'toast.dismiss', id: Number(id) }),
  };
}

export function selectAlert(
  snapshot: SnapshotFrom<typeof alertMachine>,
  send: (event: AlertEvent) => void,
): AlertNoticeProps {
  return {
    text: snapshot.matches('showing') ? shownAlert(snapshot.context) : null,
    onDismiss: () => send({ type: 'alert.dismiss' }),
  };
}
