import { X } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import styles from './MealPlan.module.css';

export interface UndoNoticeProps {
  open: boolean;
  /** "Removed Leftovers." */
  text: string;
  onUndo: () => void;
  onDismiss: () => void;
}

/**
 * A removal says what went and offers Undo for a few seconds, like a toast, instead of asking first: removing is
 * quick to take back, and a confirmation on every entry would slow planning a week down.
 */
export function UndoNotice({ open, text, onUndo, onDismiss }: UndoNoticeProps) {
  if (!open) return null;
  return (
    <div className={styles.undo} role="status" aria-live="polite">
      <span>{text}</span>
      <Button size="sm" variant="secondary" onClick={() => onUndo()}>
        Undo
      </Button>
      <IconButton
        className={styles.undoClose}
        aria-label="Close"
        icon={<X />}
        size="sm"
        onClick={() => onDismiss()}
      />
    </div>
  );
}
UndoNotice.displayName = 'UndoNotice';
