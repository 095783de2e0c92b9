import {
  CalendarDays,
  CalendarPlus,
  ChevronLeft,
  ChevronRight,
  CloudOff,
  ShoppingBasket,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import type { LinkComponent } from '../Link/index.ts';
import { SharedWith } from '../ShareDialog/index.ts';
import { type SyncState, SyncStatus } from '../SyncStatus/index.ts';
import styles from './MealPlan.module.css';
import { PlanDay, type PlanDayView } from './PlanDay.tsx';
import type { PlanEntryActions } from './PlanEntry.tsx';

export interface MealPlanWeekProps extends PlanEntryActions {
  /** `offline`: the week was never read on this device and the server cannot be reached. */
  status: 'loading' | 'failed' | 'offline' | 'ready';
  /** "23 – 29 Nov 2026". */
  title: string;
  isThisWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onThisWeek: () => void;
  /** Whose plan it is, for a plan shared with the member; null for their own. */
  ownerName: string | null;
  /** The plans the member can open (theirs and those shared with them): a picker when there is more than one. */
  plans: readonly { id: string; label: string }[];
  planId: string | null;
  onPlanChange: (change: { planId: string }) => void;
  /** The owner shares the plan; null for a plan shared with the member. */
  sharing: { sharedWith: readonly string[]; onShare: () => void } | null;
  sync: SyncState;
  /** Changes kept on the device, not yet with the server. */
  pendingCount: number;
  /** Monday to Sunday. */
  days: readonly PlanDayView[];
  Link: LinkComponent;
  onAdd: (add: { day: string }) => void;
  onReload: () => void;
  /** "Add this week to the shopping list": every recipe of the week, at its servings. */
  onAddToList: () => void;
  /** "Subscribe in your calendar": the member's private calendar feed address. */
  onSubscribe: () => void;
}

const changesText = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

/**
 * On a phone the days stack: today's is scrolled into view once the week is drawn, and again when the window
 * narrows to a phone's width (a rotated tablet).
 */
function useTodayInView(ready: boolean) {
  const today = useRef<HTMLElement>(null);
  useEffect(() => {
    const phone = window.matchMedia?.('(max-width: 63.99rem)');
    if (!ready || !phone) return;
    const show = () => {
      if (phone.matches) today.current?.scrollIntoView({ block: 'start' });
    };
    show();
    phone.addEventListener('change', show);
    return () => phone.removeEventListener('change', show);
  }, [ready]);
  return today;
}

/** A week of a meal plan, Monday to Sunday: seven columns on a wide screen, one section per day on a phone. */
export function MealPlanWeek(props: MealPlanWeekProps) {
  const {
    status,
    title,
    ownerName,
    plans,
    planId,
    sharing,
    days,
    Link,
    onAdd,
    onMove,
    onServingsChange,
    onRemove,
    onCooked,
  } = props;
  const today = useTodayInView(status === 'ready');
  const choices = days.map((day) => ({ day: day.day, label: day.label }));
  return (
    <div className={styles.plan}>
      <div className={styles.header}>
        {ownerName && <p className={styles.owner}>{ownerName}’s plan, shared with you</p>}
        {plans.length > 1 && (
          <Select
            className={styles.picker}
            label="Plan"
            options={plans.map((plan) => ({ value: plan.id, label: plan.label }))}
            value={planId ?? undefined}
            onValueChange={(id) => props.onPlanChange({ planId: id })}
          />
        )}
        {sharing && (
          <SharedWith
            names={sharing.sharedWith}
            notShared="Only you can see this plan"
            onShare={sharing.onShare}
          />
        )}
      </div>
      <nav className={styles.weekNav} aria-label="Weeks">
        <Button variant="secondary" size="sm" onClick={() => props.onPrevious()} aria-label="Previous week">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 className={styles.weekTitle}>{title}</h2>
        <Button variant="secondary" size="sm" onClick={() => props.onNext()} aria-label="Next week">
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" disabled={props.isThisWeek} onClick={() => props.onThisWeek()}>
          <CalendarDays aria-hidden="true" />
          This week
        </Button>
      </nav>
      {status === 'loading' && (
        <div role="status" aria-label="Loading the week" className={styles.loading}>
          <Skeleton shape="title" />
          <Skeleton shape="text" />
          <Skeleton shape="text" />
        </div>
      )}
      {(status === 'failed' || status === 'offline') && (
        <EmptyState
          tone="error"
          icon={status === 'offline' ? <CloudOff aria-hidden="true" /> : undefined}
          message={
            <>
              {status === 'offline'
                ? 'You are offline, and this week has not been opened on this device yet.'
                : 'Could not load the meal plan.'}
              {/* What the member planned meanwhile (Plan it on a recipe) is kept, and said so. */}
              {props.pendingCount > 0 &&
                ` ${changesText(props.pendingCount)} kept on this device will be sent when the plan can be reached.`}
            </>
          }
          action={
            <Button variant="secondary" onClick={() => props.onReload()}>
              Try again
            </Button>
          }
        />
      )}
      {status === 'ready' && (
        <>
          <SyncStatus sync={props.sync} pendingCount={props.pendingCount} thing="plan" />
          <div className={styles.weekActions}>
            <Button variant="secondary" size="sm" onClick={() => props.onAddToList()}>
              <ShoppingBasket aria-hidden="true" />
              Add this week to the shopping list
            </Button>
            <Button variant="ghost" size="sm" onClick={() => props.onSubscribe()}>
              <CalendarPlus aria-hidden="true" />
              Subscribe in your calendar
            </Button>
          </div>
          {days.every((day) => day.meals.length === 0 && day.potlucks.length === 0) && (
            <p className={styles.emptyWeek}>
              Nothing planned this week yet. Press Add on a day, or “Plan it” on a recipe.
            </p>
          )}
          <div className={styles.week}>
            {days.map((day) => (
              <PlanDay
                key={day.day}
                ref={day.isToday ? today : undefined}
                view={day}
                days={choices}
                Link={Link}
                onAdd={onAdd}
                onMove={onMove}
                onServingsChange={onServingsChange}
                onRemove={onRemove}
                onCooked={onCooked}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
MealPlanWeek.displayName = 'MealPlanWeek';
