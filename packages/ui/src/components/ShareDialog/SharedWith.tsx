import { Share2 } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import styles from './SharedWith.module.css';

export interface SharedWithProps {
  /** The names of whoever it is shared with (friends, cookbooks); none: only the owner sees it. */
  names: readonly string[];
  /** What it says when it is shared with no one ("Only you can see this list"). */
  notShared: string;
  /** Opens the share dialog (ShareDialog). */
  onShare: () => void;
}

/** The owner's line above a shared thing (the shopping list, the meal plan): whom it is shared with, and Share. */
export function SharedWith({ names, notShared, onShare }: SharedWithProps) {
  return (
    <div className={styles.sharedWith}>
      <p className={styles.names}>{names.length > 0 ? `Shared with ${names.join(', ')}` : notShared}</p>
      <Button variant="secondary" size="sm" onClick={() => onShare()}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
    </div>
  );
}
SharedWith.displayName = 'SharedWith';
