import clsx from 'clsx';
import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import fieldStyles from '../Field/Field.module.css';
import {
  type CounterOption,
  describedBy,
  FieldShell,
  fieldIds,
  useCharacterCounter,
} from '../Field/index.ts';
import styles from './TextArea.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows a live counter under the text area; needs maxLength. A function words it ('x/150'). */
  counter?: CounterOption;
}

export function TextArea({
  label,
  hint,
  error,
  counter,
  id,
  className,
  value,
  defaultValue,
  maxLength,
  onChange,
  required,
  rows = 3,
  ...props
}: TextAreaProps) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  const count = useCharacterCounter({ counter, value, defaultValue, maxLength });
  return (
    <FieldShell
      ids={ids}
      label={label}
      required={required}
      hint={hint}
      error={error}
      counter={count.text}
      atLimit={count.atLimit}
      labelFor={ids.control}
      className={className}
    >
      <textarea
        id={ids.control}
        className={clsx(fieldStyles.control, styles.textArea)}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error, counter: count.text })}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          count.track(event.target.value);
          onChange?.(event);
        }}
        {...props}
      />
    </FieldShell>
  );
}
TextArea.displayName = 'TextArea';
