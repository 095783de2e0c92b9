import { Users } from 'lucide-react';
import type { LinkComponent } from '../Link/index.ts';
import styles from './MealPlan.module.css';

/** A potluck of the member's on a day of their plan: read-only, it opens the potluck's page. */
export interface PlanPotluckView {
  id: string;
  title: string;
  /** The potluck's page. */
  href: string;
  /** "Potluck at 13:00 · You host", "Potluck at 19:30 · Going". */
  detail: string;
}

export interface PlanPotluckProps {
  potluck: PlanPotluckView;
  Link: LinkComponent;
}

/** Not an entry of the plan: it cannot be moved, re-served or removed here (its page changes it). */
export function PlanPotluck({ potluck, Link }: PlanPotluckProps) {
  return (
    <li className={styles.entry} data-kind="potluck">
      <span className={styles.entryText}>
        <Link to={potluck.href} className={styles.entryTitle}>
          <Users aria-hidden="true" className={styles.noteIcon} />
          {potluck.title}
        </Link>
        <span className={styles.servings}>{potluck.detail}</span>
      </span>
    </li>
  );
}
PlanPotluck.displayName = 'PlanPotluck';
