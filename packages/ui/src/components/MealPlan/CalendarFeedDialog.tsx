import { Copy, RotateCcw } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import styles from './MealPlan.module.css';

export interface CalendarFeedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `resetting`: a new address is being made (the old one is shown until it comes). */
  status: 'loading' | 'failed' | 'ready' | 'resetting';
  /** webcal://… (calendar apps subscribe to it) and https://… (the same feed, for apps that ask for a link). */
  webcalUrl: string;
  url: string;
  onCopy: (copy: { address: string }) => void;
  /** Reset asks first: `confirmingReset` is the question on screen. */
  confirmingReset: boolean;
  onReset: () => void;
  onResetConfirm: () => void;
  onResetCancel: () => void;
  onRetry: () => void;
}

function Address({ label, address, onCopy }: { label: string; address: string; onCopy: () => void }) {
  return (
    <div className={styles.address}>
      <span className={styles.sharedWith}>{label}</span>
      <div className={styles.addressRow}>
        <code className={styles.addressText}>{address}</code>
        <Button size="sm" variant="secondary" aria-label={`Copy the ${label} address`} onClick={onCopy}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}

/**
 * "Subscribe in your calendar": the member's private calendar feed address (every planned meal as an event), to
 * copy into a calendar app, and Reset, after asking, which makes a new address and stops the old one at once.
 */
export function CalendarFeedDialog(props: CalendarFeedDialogProps) {
  const { open, onOpenChange, status } = props;
  const shown = status === 'ready' || status === 'resetting';
  return (
    <>
      <Dialog
        open={open && !props.confirmingReset}
        onOpenChange={onOpenChange}
        title="Subscribe in your calendar"
        description="Your calendar app shows every planned meal at its time and keeps up with changes. Anyone with this address can read your plans: keep it to yourself."
        size="md"
        footer={
          <>
            {shown && (
              <Button variant="ghost" disabled={status === 'resetting'} onClick={() => props.onReset()}>
                <RotateCcw aria-hidden="true" />
                Reset address
              </Button>
            )}
            <DialogClose asChild>
              <Button variant="secondary">Done</Button>
            </DialogClose>
          </>
        }
      >
        {status === 'loading' && (
          <div className={styles.searching} role="status" aria-label="Loading your calendar address">
            <Spinner />
          </div>
        )}
        {status === 'failed' && (
          <EmptyState
            tone="error"
            message="Could not load your calendar address."
            action={
              <Button variant="secondary" onClick={() => props.onRetry()}>
                Try again
              </Button>
            }
          />
        )}
        {shown && (
          <div className={styles.addForm} aria-busy={status === 'resetting'}>
            <Address
              label="Calendar app"
              address={props.webcalUrl}
              onCopy={() => props.onCopy({ address: props.webcalUrl })}
            />
            <Address label="Web" address={props.url} onCopy={() => props.onCopy({ address: props.url })} />
            {status === 'resetting' && (
              <p role="status" className={styles.sharedWith}>
                Making a new address…
              </p>
            )}
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={open && props.confirmingReset}
        onOpenChange={(next) => {
          if (!next) props.onResetCancel();
        }}
        title="Reset your calendar address?"
        message="The address you have now stops working at once: calendars subscribed to it stop updating until you subscribe them to the new one."
        confirmLabel="Reset address"
        onConfirm={() => props.onResetConfirm()}
      />
    </>
  );
}
CalendarFeedDialog.displayName = 'CalendarFeedDialog';
