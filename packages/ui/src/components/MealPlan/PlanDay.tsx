import { type Meal, mealName } from '@potluck/domain';
import { Plus } from 'lucide-react';
import { type DragEvent, forwardRef, useState } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import type { LinkComponent } from '../Link/index.ts';
import styles from './MealPlan.module.css';
import { PlanEntry, type PlanEntryActions, type PlanEntryView, planEntryType } from './PlanEntry.tsx';
import { PlanPotluck, type PlanPotluckView } from './PlanPotluck.tsx';

export interface PlanDayView {
  day: string;
  /** "Tuesday 24 Nov". */
  label: string;
  isToday: boolean;
  /** The meals that have entries, in the order of the day; empty ones are left out (collapsed). */
  meals: readonly { meal: Meal; entries: readonly PlanEntryView[] }[];
  /** The member's own potlucks that day (only they see them: a plan's week does not carry them). */
  potlucks: readonly PlanPotluckView[];
}

export interface PlanDayProps extends PlanEntryActions {
  view: PlanDayView;
  days: readonly { day: string; label: string }[];
  Link: LinkComponent;
  onAdd: (add: { day: string }) => void;
}

/** A day of the week: its meals with their entries, and "+ Add". */
export const PlanDay = forwardRef<HTMLElement, PlanDayProps>(function PlanDay(props, ref) {
  const { view, days, Link, onAdd, ...actions } = props;
  const headingId = `plan-day-${view.day}`;
  // Purely visual: the day an entry is dragged over is outlined.
  const [dragOver, setDragOver] = useState(false);
  const carriesEntry = (event: DragEvent) => event.dataTransfer.types.includes(planEntryType);
  return (
    <section
      ref={ref}
      className={styles.day}
      data-today={view.isToday}
      data-drag-over={dragOver || undefined}
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (!carriesEntry(event)) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        setDragOver(false);
        const entryId = event.dataTransfer.getData(planEntryType);
        // Dropped where it already is: nothing to move.
        const here = view.meals.some((meal) => meal.entries.some((entry) => entry.id === entryId));
        if (!entryId || here) return;
        event.preventDefault();
        actions.onMove({ entryId, day: view.day });
      }}
    >
      <header className={styles.dayHeader}>
        <h2 id={headingId} className={styles.dayTitle}>
          {view.label}
          {view.isToday && <span className={styles.today}>Today</span>}
        </h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAdd({ day: view.day })}
          aria-label={`Add to ${view.label}`}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </header>
      {view.potlucks.length > 0 && (
        <ul className={styles.entries} aria-label={`Potlucks, ${view.label}`}>
          {view.potlucks.map((potluck) => (
            <PlanPotluck key={potluck.id} potluck={potluck} Link={Link} />
          ))}
        </ul>
      )}
      {view.meals.length === 0
        ? view.potlucks.length === 0 && <p className={styles.nothing}>Nothing planned</p>
        : view.meals.map(({ meal, entries }) => (
            <div key={meal} className={styles.meal}>
              <h3 className={styles.mealTitle}>{mealName(meal)}</h3>
              <ul className={styles.entries} aria-label={`${mealName(meal)}, ${view.label}`}>
                {entries.map((entry) => (
                  <PlanEntry key={entry.id} entry={entry} days={days} Link={Link} {...actions} />
                ))}
              </ul>
            </div>
          ))}
    </section>
  );
});
PlanDay.displayName = 'PlanDay';
