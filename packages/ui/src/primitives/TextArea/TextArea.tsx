import clsx from 'clsx';
import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import fieldStyles from '../Field/Field.module.css';
import { charactersCounter, describedBy, FieldShell, fieldIds } from '../Field/index.ts';
import styles from './TextArea.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows a live counter under the text area; needs maxLength. A function words it ('x/150'). */
  counter?: boolean | ((count: number, max: number) => string);
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
  const [typed, setTyped] = useState(String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : typed;
  const format = typeof counter === 'function' ? counter : charactersCounter;
  const counterText = counter && maxLength !== undefined ? format(length, maxLength) : undefined;
  return (
    <FieldShell
      ids={ids}
      label={label}
      required={required}
      hint={hint}
      error={error}
      counter={counterText}
      atLimit={maxLength !== undefined && length >= maxLength}
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
        aria-describedby={describedBy(ids, { hint, error, counter: counterText })}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
        {...props}
      />
    </FieldShell>
  );
}
TextArea.displayName = 'TextArea';
