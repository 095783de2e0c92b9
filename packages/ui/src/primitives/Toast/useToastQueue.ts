import { limits } from '@potluck/domain';
import { useCallback, useRef, useState } from 'react';
import type { ToastMessage, ToastTone } from './Toast.tsx';

/** At most this many messages are held; the oldest go first (SPEC §9). */
export const toastLimit = limits.toastsHeld;

/** Appends a message to a queue capped at `toastLimit`, dropping the oldest. */
export function enqueueToast(queue: readonly ToastMessage[], toast: ToastMessage): ToastMessage[] {
  return [...queue, toast].slice(-toastLimit);
}

/** Local state for a <Toaster>: `show('Recipe removed', 'success')`, `dismiss({ id })`. */
export function useToastQueue() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const counter = useRef(0);
  const show = useCallback((text: string, tone: ToastTone = 'default') => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((queue) => enqueueToast(queue, { id, text, tone }));
    return id;
  }, []);
  const dismiss = useCallback(({ id }: { id: string }) => {
    setToasts((queue) => queue.filter((toast) => toast.id !== id));
  }, []);
  return { toasts, show, dismiss };
}
