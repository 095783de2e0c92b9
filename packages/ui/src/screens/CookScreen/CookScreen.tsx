import { formatTimer } from '@potluck/domain';
import { BellRing, ChefHat, ChevronLeft, ChevronRight, Timer, X } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { AnchorLink, type LinkComponent } from '../../components/Link/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import styles from './CookScreen.module.css';

export const cookTimerStatuses = ['idle', 'running', 'ringing'] as const;
export type CookTimerStatus = (typeof cookTimerStatuses)[number];

export interface CookTimerView {
  id: string;
  /** The words of the step it came from: '15 minutes', '1–2 minutes'. */
  label: string;
  status: CookTimerStatus;
  /** Its whole length. */
  seconds: number;
  /** When a running timer rings (ms since the epoch); null otherwise. */
  endsAt: number | null;
  /** The step (1-based) it belongs to when that is not the step on screen, else null. */
  fromStep: number | null;
}

/** Whether the screen is kept on: held, still asking the browser, or not (refused, unsupported, page was hidden). */
export type CookScreenAwake = 'held' | 'asking' | 'mayDim';

export interface CookScreenProps {
  status: 'loading' | 'failed' | 'cooking';
  /** The recipe's title; empty while it loads. */
  title: string;
  /** 'Leave cook mode' goes back here (the recipe). */
  leaveTo: string;
  /** 'For 8 servings' when the recipe was scaled before cooking. */
  servingsNote?: string | null | undefined;
  step: { number: number; count: number; text: string };
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  ingredients: readonly { text: string; checked: boolean }[];
  onIngredientToggle: (change: { index: number }) => void;
  /** The step's timers, then any counting or ringing on other steps. */
  timers: readonly CookTimerView[];
  onTimerStart: (timer: { id: string }) => void;
  onTimerCancel: (timer: { id: string }) => void;
  onTimerDismiss: (timer: { id: string }) => void;
  awake: CookScreenAwake;
  /** On the last step: "I cooked this" opens the recipe's page with its dialog open (issue 41). */
  cookedTo?: string | undefined;
  Link?: LinkComponent;
}

/** How far a finger must travel sideways before a swipe turns the page (in CSS pixels of the pointer). */
const swipeDistance = 48;

/** The clock the countdowns are drawn with: ticks only while a timer counts (purely visual state). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const interval = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(interval);
  }, [ticking]);
  return now;
}

/** ← and → turn the steps from anywhere on the page, except while typing in a field. */
function useArrowKeys(onPrevious: () => void, onNext: () => void, enabled: boolean) {
  const latest = useRef({ onPrevious, onNext });
  latest.current = { onPrevious, onNext };
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('textarea, select, input:not([type="checkbox"])')) return;
      if (event.key === 'ArrowRight') latest.current.onNext();
      else if (event.key === 'ArrowLeft') latest.current.onPrevious();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

function CookTimer({
  timer,
  now,
  onStart,
  onCancel,
  onDismiss,
}: {
  timer: CookTimerView;
  now: number;
  onStart: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const from = timer.fromStep === null ? '' : ` (step ${timer.fromStep})`;
  if (timer.status === 'idle') {
    return (
      <Button variant="secondary" size="lg" onClick={() => onStart()}>
        <Timer aria-hidden="true" />
        Start timer: {timer.label}
        {from}
      </Button>
    );
  }
  if (timer.status === 'ringing') {
    return (
      <div className={styles.timer} data-status="ringing">
        <BellRing aria-hidden="true" className={styles.bell} />
        <span>
          Time’s up: {timer.label}
          {from}
        </span>
        <Button variant="primary" onClick={() => onDismiss()}>
          Stop
        </Button>
      </div>
    );
  }
  const left = timer.endsAt === null ? timer.seconds : Math.max(0, (timer.endsAt - now) / 1000);
  return (
    <div className={styles.timer} data-status="running">
      {/* role=timer is not announced every second; its name says which timer it is. */}
      <span role="timer" aria-label={`${timer.label}${from}`} className={styles.countdown}>
        {formatTimer(left)}
      </span>
      <span className={styles.timerLabel} aria-hidden="true">
        {timer.label}
        {from}
      </span>
      <Button variant="ghost" onClick={() => onCancel()}>
        Cancel<VisuallyHidden.Root> the {timer.label} timer</VisuallyHidden.Root>
      </Button>
    </div>
  );
}

/** Cook mode (issue 19): the recipe on a full screen for the kitchen, one step at a time in large type. */
export function CookScreen({
  status,
  title,
  leaveTo,
  servingsNote,
  step,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  ingredients,
  onIngredientToggle,
  timers,
  onTimerStart,
  onTimerCancel,
  onTimerDismiss,
  awake,
  cookedTo,
  Link = AnchorLink,
}: CookScreenProps) {
  const now = useNow(timers.some((timer) => timer.status === 'running'));
  useArrowKeys(
    () => canPrevious && onPrevious(),
    () => canNext && onNext(),
    status === 'cooking',
  );
  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const travelled = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (travelled <= -swipeDistance && canNext) onNext();
    else if (travelled >= swipeDistance && canPrevious) onPrevious();
  };
  const ringing = timers.filter((timer) => timer.status === 'ringing');

  const leave = (
    <Button asChild variant="ghost">
      <Link to={leaveTo}>
        <X aria-hidden="true" />
        Leave cook mode
      </Link>
    </Button>
  );

  if (status !== 'cooking') {
    return (
      <div className={styles.cook}>
        <header className={styles.bar}>
          {leave}
          <h1 className={styles.title}>{title || 'Cook mode'}</h1>
        </header>
        <main className={styles.main}>
          {status === 'loading' ? (
            <p role="status" className={styles.loading}>
              <Spinner label={null} /> Loading recipe…
            </p>
          ) : (
            <EmptyState message="This recipe could not be loaded." tone="error" />
          )}
        </main>
      </div>
    );
  }

  return (
    <div className={styles.cook} data-ringing={ringing.length > 0 || undefined}>
      <header className={styles.bar}>
        {leave}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.awake} data-awake={awake}>
          {awake === 'held' ? 'Screen stays on' : awake === 'asking' ? '' : 'The screen may dim'}
        </p>
      </header>
      <main className={styles.main}>
        <section
          className={styles.stepArea}
          aria-labelledby="cook-step"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        >
          {/* Announced on every step change, heading and words together. */}
          <div aria-live="polite" aria-atomic="true" className={styles.stepWords}>
            <h2 id="cook-step" className={styles.stepNumber}>
              {step.count === 0 ? 'No steps' : `Step ${step.number} of ${step.count}`}
            </h2>
            <p className={styles.stepText}>{step.text}</p>
          </div>
          {timers.length > 0 && (
            <ul className={styles.timers} aria-label="Timers">
              {timers.map((timer) => (
                <li key={timer.id}>
                  <CookTimer
                    timer={timer}
                    now={now}
                    onStart={() => onTimerStart({ id: timer.id })}
                    onCancel={() => onTimerCancel({ id: timer.id })}
                    onDismiss={() => onTimerDismiss({ id: timer.id })}
                  />
                </li>
              ))}
            </ul>
          )}
          <nav className={styles.stepNav} aria-label="Steps">
            <Button variant="secondary" size="lg" disabled={!canPrevious} onClick={() => onPrevious()}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button variant="primary" size="lg" disabled={!canNext} onClick={() => onNext()}>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
          {cookedTo && (
            <Button asChild variant="primary" size="lg">
              <Link to={cookedTo}>
                <ChefHat aria-hidden="true" />I cooked this
              </Link>
            </Button>
          )}
        </section>
        <section className={styles.ingredients} aria-labelledby="cook-ingredients">
          <h2 id="cook-ingredients" className={styles.ingredientsHeading}>
            Ingredients
          </h2>
          {servingsNote && <p className={styles.servings}>{servingsNote}</p>}
          <ul className={styles.checklist}>
            {ingredients.map((ingredient, index) => (
              <li key={`${index}-${ingredient.text}`}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={ingredient.checked}
                    onChange={() => onIngredientToggle({ index })}
                  />
                  <span>{ingredient.text}</span>
                </label>
              </li>
            ))}
          </ul>
        </section>
        {ringing.length > 0 && (
          <div role="alert" className={styles.ring}>
            <BellRing aria-hidden="true" className={styles.bell} />
            {ringing.map((timer) => `Time’s up: ${timer.label}`).join(' · ')}
          </div>
        )}
      </main>
    </div>
  );
}
CookScreen.displayName = 'CookScreen';
