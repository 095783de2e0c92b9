import { ChefHat } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { CookList, type CookListProps } from './CookList.tsx';
import { CookLogDialog, type CookLogDialogProps } from './CookLogDialog.tsx';
import styles from './Cooks.module.css';

export interface RecipeCooksProps {
  /** 'Cooked 12 times · 4.4 from 9 ratings' and the viewer's own line; null while they load. */
  summary: { words: string; yours: string | null } | null;
  list: CookListProps;
  log: CookLogDialogProps;
  /** "I cooked this" opens the dialog. */
  onLog: () => void;
}

/** A recipe's cooks, drawn below its directions once the recipe has drawn: the summary, the cooks, "I cooked this". */
export function RecipeCooks({ summary, list, log, onLog }: RecipeCooksProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Cooked it
        </h2>
        <Button variant="secondary" size="sm" onClick={() => onLog()}>
          <ChefHat aria-hidden="true" />I cooked this
        </Button>
      </div>
      {summary ? (
        <div className={styles.summary}>
          <p>{summary.words}</p>
          {summary.yours && <p className={styles.muted}>{summary.yours}</p>}
        </div>
      ) : (
        list.status === 'loading' && <Skeleton shape="text" style={{ inlineSize: '50%' }} />
      )}
      <CookList {...list} />
      <CookLogDialog {...log} />
    </section>
  );
}
RecipeCooks.displayName = 'Cooks.RecipeCooks';
