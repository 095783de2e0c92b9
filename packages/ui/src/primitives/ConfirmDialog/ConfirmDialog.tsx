import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import dialogStyles from '../Dialog/Dialog.module.css';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this cookbook? This action cannot be undone.' */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Danger confirmations (delete, remove) are red. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  trigger?: ReactNode;
}

/**
 * Asks before a destructive action, on Radix AlertDialog: focus starts on Cancel and a stray click on the
 * backdrop does not confirm or dismiss by accident; Escape cancels.
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  trigger,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content} data-size="sm">
          <div className={dialogStyles.header}>
            <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          </div>
          <AlertDialog.Description className={dialogStyles.description}>{message}</AlertDialog.Description>
          <div className={dialogStyles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={tone} onClick={() => onConfirm()}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';
