// One-off messages a machine hands to the screen: an alert (SPEC's alert()) or a toast for toastMachine.
// They are emitted, not kept in context, because they happen once; the app forwards `toast.show` to the
// toast machine as is and shows `alert.show` in an alert dialog.
import type { ToastKind } from '../toastMachine.ts';

export type Notice =
  | { type: 'alert.show'; text: string }
  | { type: 'toast.show'; text: string; kind: ToastKind };

export const alertNotice = (text: string): Notice => ({ type: 'alert.show', text });
export const toastNotice = (text: string, kind: ToastKind): Notice => ({ type: 'toast.show', text, kind });
