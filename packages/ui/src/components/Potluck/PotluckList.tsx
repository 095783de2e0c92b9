import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import type { LinkComponent } from '../Link/index.ts';
import styles from './Potluck.module.css';

export interface PotluckListItem {
  id: string;
  href: string;
  title: string;
  /** "Sun 6 Dec at 13:00 · 12 Olive Street". */
  when: string;
  /** "You host" / "Maria Rossi hosts · Going". */
  role: string;
  /** "4 people coming · 7 dishes open", or "Cancelled". */
  status: string;
}

export interface PotluckListProps {
  status: 'loading' | 'failed' | 'ready';
  potlucks: readonly PotluckListItem[];
  onHost: () => void;
  onReload: () => void;
  Link: LinkComponent;
}

/** The potlucks the member hosts or is invited to, soonest first, and "Host a potluck". */
export function PotluckList({ status, potlucks, onHost, onReload, Link }: PotluckListProps) {
  return (
    <div className={styles.page}>
      <div>
        <Button onClick={() => onHost()}>Host a potluck</Button>
      </div>
      {status === 'loading' && (
        <div role="status" aria-label="Loading your potlucks">
          <Skeleton shape="block" />
        </div>
      )}
      {status === 'failed' && (
        <EmptyState
          tone="error"
          message="Your potlucks could not be loaded. Check your connection and try again."
          action={<Button onClick={() => onReload()}>Try again</Button>}
        />
      )}
      {status === 'ready' && potlucks.length === 0 && (
        <EmptyState message="No potlucks yet. Host one: friends say who comes and bring a dish from their own recipes." />
      )}
      {potlucks.length > 0 && (
        <ul className={styles.list} aria-label="Your potlucks">
          {potlucks.map((potluck) => (
            <li key={potluck.id} className={styles.item}>
              <Link to={potluck.href} className={styles.dishTitle}>
                {potluck.title}
              </Link>
              <span>{potluck.when}</span>
              <span className={styles.muted}>{potluck.role}</span>
              <span className={styles.muted}>{potluck.status}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
PotluckList.displayName = 'PotluckList';
