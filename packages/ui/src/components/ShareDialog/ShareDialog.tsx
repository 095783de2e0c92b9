import { type ReactNode, useId } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import styles from './ShareDialog.module.css';

/** A friend (or a cookbook) something can be shared with; `shareId` when it already is. */
export interface ShareChoice {
  id: string;
  /** A friend's full name ("Kenji Lopez"), a cookbook's title. */
  label: string;
  /** Shown after the label, muted, and read as the buttons' description: a friend's "@username". */
  detail?: string | null | undefined;
  shareId: string | null;
}

/** One kind of choice (friends, cookbooks), under its heading, with what to say when there are none. */
export interface ShareGroup {
  title: string;
  choices: readonly ShareChoice[];
  empty: string;
  icon: ReactNode;
  onShare: (id: string) => void;
}

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  status: 'loading' | 'failed' | 'ready';
  /** What is being loaded, said to a screen reader while it is. */
  loadingLabel: string;
  /** What could not be loaded, with Try again. */
  failedMessage: string;
  groups: readonly ShareGroup[];
  /** A share or unshare is on its way: every button waits. */
  busy: boolean;
  /** Why the last change was refused. */
  error: string | null;
  onUnshare: (shareId: string) => void;
  onRetry: () => void;
}

function Choices({
  group,
  busy,
  onUnshare,
}: {
  group: ShareGroup;
  busy: boolean;
  onUnshare: (shareId: string) => void;
}) {
  return (
    <section className={styles.group} aria-label={group.title}>
      <h3 className={styles.groupTitle}>{group.title}</h3>
      {group.choices.length === 0 ? (
        <p className={styles.empty}>{group.empty}</p>
      ) : (
        <ul className={styles.choices}>
          {group.choices.map((choice) => (
            <Choice key={choice.id} choice={choice} group={group} busy={busy} onUnshare={onUnshare} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Choice({
  choice,
  group,
  busy,
  onUnshare,
}: {
  choice: ShareChoice;
  group: ShareGroup;
  busy: boolean;
  onUnshare: (shareId: string) => void;
}) {
  // Two friends may share a name: the username tells them apart, seen beside the name and heard after the button.
  const detailId = useId();
  const described = choice.detail ? detailId : undefined;
  return (
    <li className={styles.choice}>
      <span aria-hidden="true" className={styles.icon}>
        {group.icon}
      </span>
      <span className={styles.label}>
        {choice.label}
        {choice.detail && (
          <>
            {' '}
            <span id={detailId} className={styles.detail}>
              {choice.detail}
            </span>
          </>
        )}
      </span>
      {choice.shareId ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Stop sharing with ${choice.label}`}
          aria-describedby={described}
          onClick={() => onUnshare(choice.shareId as string)}
        >
          Stop sharing
        </Button>
      ) : (
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Share with ${choice.label}`}
          aria-describedby={described}
          onClick={() => group.onShare(choice.id)}
        >
          Share
        </Button>
      )}
    </li>
  );
}

/**
 * Share something of the member's (the shopping list, the meal plan) with friends, or with a cookbook's owners:
 * each choice is shared or not, and says so; they see every change live.
 */
export function ShareDialog(props: ShareDialogProps) {
  const { open, onOpenChange, status, busy, error } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={props.title}
      description={props.description}
      size="sm"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Done</Button>
        </DialogClose>
      }
    >
      {status === 'loading' && (
        <div className={styles.loading} role="status" aria-label={props.loadingLabel}>
          <Spinner />
        </div>
      )}
      {status === 'failed' && (
        <EmptyState
          tone="error"
          message={props.failedMessage}
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
          {props.groups.map((group) => (
            <Choices key={group.title} group={group} busy={busy} onUnshare={props.onUnshare} />
          ))}
        </div>
      )}
    </Dialog>
  );
}
ShareDialog.displayName = 'ShareDialog';
