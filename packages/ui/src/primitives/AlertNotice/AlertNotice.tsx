import { AlertDialog } from 'radix-ui';
import { Button } from '../Button/index.ts';
import dialogStyles from '../Dialog/Dialog.module.css';

export interface AlertNoticeProps {
  /** The message, e.g. 'Comment is too short!'; null when no alert is showing. */
  text: string | null;
  onDismiss: () => void;
}

/**
 * A message the member must acknowledge, in place of window.alert: Radix AlertDialog (role alertdialog), so
 * screen readers announce it and focus moves to OK and comes back where it was; Escape dismisses it too.
 */
export function AlertNotice({ text, onDismiss }: AlertNoticeProps) {
  return (
    <AlertDialog.Root
      open={text !== null}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        {/* The message is the title; there is nothing more to describe. */}
        <AlertDialog.Content className={dialogStyles.content} data-size="sm" aria-describedby={undefined}>
          <div className={dialogStyles.header}>
            <AlertDialog.Title className={dialogStyles.title}>{text}</AlertDialog.Title>
          </div>
          <div className={dialogStyles.footer}>
            <AlertDialog.Action asChild>
              <Button variant="primary">OK</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
AlertNotice.displayName = 'AlertNotice';
