import { type ReactNode, useState } from 'react';
import styles from './Field.module.css';

/** Default counter wording: 'n/18 characters' (SPEC §5). */
export const charactersCounter = (count: number, max: number) => `${count}/${max} characters`;
/** Bare counter wording: 'x/150' (comments). */
export const plainCounter = (count: number, max: number) => `${count}/${max}`;

/** A text control's counter option: on with the default wording, or a function that words it. */
export type CounterOption = boolean | ((count: number, max: number) => string);

/**
 * The live counter under a text control, controlled or not: an uncontrolled control's length is tracked by
 * calling `track` from its onChange. `text` is undefined when there is no counter to show.
 */
export function useCharacterCounter(options: {
  counter: CounterOption | undefined;
  value: unknown;
  defaultValue: unknown;
  maxLength: number | undefined;
}) {
  const { counter, value, defaultValue, maxLength } = options;
  const [typed, setTyped] = useState(String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : typed;
  const format = typeof counter === 'function' ? counter : charactersCounter;
  return {
    text: counter && maxLength !== undefined ? format(length, maxLength) : undefined,
    atLimit: maxLength !== undefined && length >= maxLength,
    track: (text: string) => setTyped(text.length),
  };
}

export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
  counter: string;
}

export function fieldIds(base: string): FieldIds {
  return {
    control: `${base}-control`,
    label: `${base}-label`,
    hint: `${base}-hint`,
    error: `${base}-error`,
    counter: `${base}-counter`,
  };
}

/** The ids of the messages that describe a control, for aria-describedby. */
export function describedBy(ids: FieldIds, parts: { hint?: unknown; error?: unknown; counter?: unknown }) {
  const list = [parts.hint ? ids.hint : '', parts.error ? ids.error : '', parts.counter ? ids.counter : ''];
  return list.filter(Boolean).join(' ') || undefined;
}

interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  counter?: string | undefined;
  /** The counter turns red at the limit. */
  atLimit?: boolean;
  /** Labels for Radix controls (buttons) are linked by aria-labelledby, so no htmlFor is needed. */
  labelFor?: string | undefined;
  children: ReactNode;
  className?: string | undefined;
}

/** Label, control and the messages under it, laid out the same way for every form control. */
export function FieldShell({
  ids,
  label,
  required,
  hint,
  error,
  counter,
  atLimit,
  labelFor,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label id={ids.label} htmlFor={labelFor} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </label>
      {children}
      {(hint || error || counter) && (
        <div className={styles.messages}>
          <div>
            {hint && (
              <p id={ids.hint} className={styles.hint}>
                {hint}
              </p>
            )}
            {error && (
              <p id={ids.error} className={styles.error} role="alert">
                {error}
              </p>
            )}
          </div>
          {counter && (
            <p id={ids.counter} className={styles.counter} data-at-limit={atLimit || undefined}>
              {counter}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
FieldShell.displayName = 'FieldShell';
