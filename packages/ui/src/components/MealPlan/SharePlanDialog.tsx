import { User } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import styles from './MealPlan.module.css';

/** A friend the plan can be shared with; `shareId` when it already is. */
export interface PlanShareChoice {
  id: string;
  label: string;
  shareId: string | null;
}

export interface SharePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: 'loading' | 'failed' | 'ready';
  friends: readonly PlanShareChoice[];
  /** A share or unshare is on its way: every button waits. */
  busy: boolean;
  /** Why the last change was refused. */
  error: string | null;
  onShare: (share: { memberId: string }) => void;
  onUnshare: (unshare: { shareId: string }) => void;
  onRetry: () => void;
}

/** Share the meal plan with friends (a household plans together); they see and change it, live. */
export function SharePlanDialog(props: SharePlanDialogProps) {
  const { open, onOpenChange, status, busy, error, friends } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share meal plan"
      description="Friends you share it with can add, move and remove entries, and see changes as they happen."
      size="sm"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Done</Button>
        </DialogClose>
      }
    >
      {status === 'loading' && (
        <div className={styles.searching} role="status" aria-label="Loading friends">
          <Spinner />
        </div>
      )}
      {status === 'failed' && (
        <EmptyState
          tone="error"
          message="Could not load your friends."
          action={
            <Button variant="secondary" onClick={() => props.onRetry()}>
              Try again
            </Button>
          }
        />
      )}
      {status === 'ready' && (
        <div className={styles.addForm}>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          {friends.length === 0 ? (
            <p className={styles.nothing}>Add friends to share your plan with them.</p>
          ) : (
            <ul className={styles.results} aria-label="Friends">
              {friends.map((friend) => (
                <li key={friend.id} className={styles.result}>
                  <span className={styles.friend}>
                    <User aria-hidden="true" />
                    {friend.label}
                  </span>
                  {friend.shareId ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      aria-label={`Stop sharing with ${friend.label}`}
                      onClick={() => props.onUnshare({ shareId: friend.shareId as string })}
                    >
                      Stop sharing
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`Share with ${friend.label}`}
                      onClick={() => props.onShare({ memberId: friend.id })}
                    >
                      Share
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
SharePlanDialog.displayName = 'SharePlanDialog';
