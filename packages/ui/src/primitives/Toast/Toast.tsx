import { limits } from '@potluck/domain';
import { X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { memo } from 'react';
import styles from './Toast.module.css';

export const toastTones = ['default', 'success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays (SPEC §9: success 2 s, others 4 s). */
export const toastDurations: Record<ToastTone, number> = {
  default: limits.toastMs,
  success: limits.successToastMs,
  error: limits.toastMs,
};

export interface ToastMessage {
  id: string;
  text: string;
  tone?: ToastTone;
}

export interface ToasterProps {
  toasts: readonly ToastMessage[];
  onDismiss: (toast: { id: string }) => void;
}

/**
 * Shows queued messages at the bottom of the screen on Radix Toast: each closes itself after its
 * duration (paused while hovered or focused), can be swiped or closed, and is announced politely.
 */
export const Toaster = memo(function Toaster({ toasts, onDismiss }: ToasterProps) {
  return (
    <RadixToast.Provider swipeDirection="right" label="Notifications">
      {toasts.map((toast) => {
        const tone = toast.tone ?? 'default';
        return (
          <RadixToast.Root
            key={toast.id}
            className={styles.toast}
            data-tone={tone}
            duration={toastDurations[tone]}
            type={tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) onDismiss({ id: toast.id });
            }}
          >
            <RadixToast.Description className={styles.text}>{toast.text}</RadixToast.Description>
            <RadixToast.Close className={styles.close} aria-label="Dismiss">
              <X aria-hidden="true" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
});
Toaster.displayName = 'Toaster';
