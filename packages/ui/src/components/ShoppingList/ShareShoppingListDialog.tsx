import { BookOpen, User } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import styles from './ShareShoppingListDialog.module.css';

/** A friend or a cookbook the list can be shared with; `shareId` when it already is. */
export interface ShareChoice {
  id: string;
  label: string;
  shareId: string | null;
}

export interface ShareShoppingListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: 'loading' | 'failed' | 'ready';
  friends: readonly ShareChoice[];
  /** Cookbooks the member owns: their owners, whoever they are at the time, share the list. */
  cookbooks: readonly ShareChoice[];
  /** A share or unshare is on its way: every button waits. */
  busy: boolean;
  /** Why the last change was refused. */
  error: string | null;
  onShare: (target: { memberId: string } | { cookbookId: string }) => void;
  onUnshare: (shareId: string) => void;
  onRetry: () => void;
}

function Choices({
  title,
  choices,
  empty,
  icon,
  busy,
  onShare,
  onUnshare,
}: {
  title: string;
  choices: readonly ShareChoice[];
  empty: string;
  icon: React.ReactNode;
  busy: boolean;
  onShare: (id: string) => void;
  onUnshare: (shareId: string) => void;
}) {
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      {choices.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.choices}>
          {choices.map((choice) => (
            <li key={choice.id} className={styles.choice}>
              <span aria-hidden="true" className={styles.icon}>
                {icon}
              </span>
              <span className={styles.label}>{choice.label}</span>
              {choice.shareId ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Stop sharing with ${choice.label}`}
                  onClick={() => onUnshare(choice.shareId as string)}
                >
                  Stop sharing
                </Button>
              ) : (
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={`Share with ${choice.label}`}
                  onClick={() => onShare(choice.id)}
                >
                  Share
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Share the shopping list with friends or with a cookbook's owners; they see every change live. */
export function ShareShoppingListDialog(props: ShareShoppingListDialogProps) {
  const { open, onOpenChange, status, busy, error } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share shopping list"
      description="Everyone you share it with can add, check off and delete items, and sees changes as they happen."
      size="sm"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Done</Button>
        </DialogClose>
      }
    >
      {status === 'loading' && (
        <div className={styles.loading} role="status" aria-label="Loading friends and cookbooks">
          <Spinner />
        </div>
      )}
      {status === 'failed' && (
        <EmptyState
          tone="error"
          message="Could not load your friends and cookbooks."
          action={
            <Button variant="secondary" onClick={() => props.onRetry()}>
              Try again
            </Button>
          }
        />
      )}
      {status === 'ready' && (
        <div className={styles.body}>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <Choices
            title="Friends"
            choices={props.friends}
            empty="Add friends to share your list with them."
            icon={<User />}
            busy={busy}
            onShare={(memberId) => props.onShare({ memberId })}
            onUnshare={props.onUnshare}
          />
          <Choices
            title="Cookbooks"
            choices={props.cookbooks}
            empty="Cookbooks you own can share your list with their collaborators."
            icon={<BookOpen />}
            busy={busy}
            onShare={(cookbookId) => props.onShare({ cookbookId })}
            onUnshare={props.onUnshare}
          />
        </div>
      )}
    </Dialog>
  );
}
ShareShoppingListDialog.displayName = 'ShareShoppingListDialog';
