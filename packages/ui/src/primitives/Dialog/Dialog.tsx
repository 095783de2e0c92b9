import clsx from 'clsx';
import { X } from 'lucide-react';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/index.ts';
import styles from './Dialog.module.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Every dialog is named; `hideTitle` keeps the name for screen readers only (a recipe modal shows its own). */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  /** Optional element that opens the dialog. */
  trigger?: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal on Radix Dialog: focus is trapped, Escape and a click on the backdrop close it (SPEC §2),
 * and focus returns to the trigger afterwards.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  trigger,
  footer,
  size = 'md',
  children,
  className,
}: DialogProps) {
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-testid="dialog-backdrop" />
        <RadixDialog.Content
          className={clsx(styles.content, className)}
          data-size={size}
          // Without a description Radix asks for an explicit undefined, so it does not point at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header} data-hidden-title={hideTitle || undefined}>
            {hideTitle ? <VisuallyHidden.Root>{heading}</VisuallyHidden.Root> : heading}
            <RadixDialog.Close asChild>
              <IconButton
                aria-label="Close"
                icon={<X />}
                size="sm"
                variant="overlay"
                className={styles.close}
              />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
Dialog.displayName = 'Dialog';

/** A button inside the dialog that closes it (Cancel). */
export const DialogClose = RadixDialog.Close;
