import clsx from 'clsx';
import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import fieldStyles from '../Field/Field.module.css';
import { charactersCounter, describedBy, FieldShell, fieldIds } from '../Field/index.ts';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows 'n/max characters' under the input; needs maxLength. */
  counter?: boolean | ((count: number, max: number) => string);
}

export function TextField({
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
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  // Uncontrolled inputs still need a live counter, so their length is tracked here.
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
      <input
        id={ids.control}
        className={clsx(fieldStyles.control)}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error, counter: counterText })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
        {...props}
      />
    </FieldShell>
  );
}
TextField.displayName = 'TextField';
