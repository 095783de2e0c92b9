// Cook mode's timers (issue 19): every duration written in a step ("15 minutes", "1–2 minutes", "1 hr 10 min",
// "30 seconds") becomes a timer the cook can start. A range rings at its low end: the cook checks then, and can
// start it again for the rest.

export interface StepTimer {
  /** The words in the step, as written ("1–2 minutes"), for the timer's button. */
  label: string;
  /** When the timer rings: the duration, or the low end of a range. */
  seconds: number;
}

const unitSeconds: [pattern: RegExp, seconds: number][] = [
  [/^(?:hours?|hrs?|h)$/i, 3600],
  [/^(?:minutes?|mins?|m)$/i, 60],
  [/^(?:seconds?|secs?|s)$/i, 1],
];

const amount = String.raw`\d+(?:[.,]\d+)?|½|an?|one|half an?`;
const unit = 'hours?|hrs?|minutes?|mins?|seconds?|secs?';
// One part: "15 minutes", "1–2 minutes", "1 to 2 hours"; parts may follow each other: "1 hr 10 min".
const part = String.raw`(?:(?<![\w.,])(${amount})\s*(?:(?:-|–|—|to)\s*(\d+(?:[.,]\d+)?)\s*)?(${unit})\b)`;
const durationPattern = new RegExp(String.raw`${part}(?:\s*(?:and\s+)?${part})*`, 'gi');
const partPattern = new RegExp(part, 'gi');

function amountValue(text: string): number {
  const lower = text.toLowerCase();
  if (lower === 'a' || lower === 'an' || lower === 'one') return 1;
  if (lower === '½' || lower.startsWith('half')) return 0.5;
  return Number(lower.replace(',', '.'));
}

function secondsOf(unitText: string): number {
  return unitSeconds.find(([pattern]) => pattern.test(unitText))?.[1] ?? 0;
}

/** The timers of one step, in the order they are written. */
export function stepTimers(step: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of step.matchAll(durationPattern)) {
    let seconds = 0;
    for (const [, low = '', , unitText = ''] of match[0].matchAll(partPattern)) {
      seconds += amountValue(low) * secondsOf(unitText);
    }
    if (seconds > 0) timers.push({ label: match[0].trim(), seconds: Math.round(seconds) });
  }
  return timers;
}

/** A timer's remaining time as the kitchen clock shows it: 1:05:00, 14:59, 0:30. */
export function formatTimer(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
