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

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows 'n/max characters' under the input; needs maxLength. */
  counter?: CounterOption;
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
      <input
        id={ids.control}
        className={clsx(fieldStyles.control)}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error, counter: count.text })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          count.track(event.target.value);
          onChange?.(event);
        }}
        {...props}
      />
    </FieldShell>
  );
}
TextField.displayName = 'TextField';
