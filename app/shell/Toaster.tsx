// The toast queue (toastMachine) rendered with the design system's Toaster.
import { Toaster as ToastList, type ToastTone } from '@potluck/ui';
import type { ToastKind } from '../../machines/index.ts';
import { Toasts } from './toasts.ts';

const tones: Record<ToastKind, ToastTone> = { success: 'success', error: 'error', info: 'default' };

export function Toaster() {
  const toasts = Toasts.useSelector((snapshot) => snapshot.context.toasts);
  const actor = Toasts.useActorRef();
  return (
    <ToastList
      toasts={toasts.map((toast) => ({ id: String(toast.id), text: toast.text, tone: tones[toast.kind] }))}
      onDismiss={({ id }) => actor.send({ type: 'toast.dismiss', id: Number(id) })}
    />
  );
}
