import clsx from 'clsx';
import { RadioGroup } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styles from './SegmentedControl.module.css';

export const segmentedControlSizes = ['sm', 'md'] as const;
export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

export interface SegmentedControlOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SegmentedControlProps<Value extends string>
  extends Omit<
    ComponentPropsWithRef<typeof RadioGroup.Root>,
    'value' | 'defaultValue' | 'onValueChange' | 'children' | 'orientation'
  > {
  /** The group's accessible name ("Amounts", "Units"). */
  label: string;
  options: readonly SegmentedControlOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  size?: SegmentedControlSize;
}

/**
 * One choice of a few, drawn as joined buttons. A radio group underneath (Radix RadioGroup): arrow keys move
 * between the choices and a screen reader hears "radio, 1 of 2", which a row of toggle buttons would not say.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  size = 'md',
  className,
  ...props
}: SegmentedControlProps<Value>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      orientation="horizontal"
      className={clsx(styles.group, className)}
      data-size={size}
      value={value}
      onValueChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onValueChange(chosen.value);
      }}
      {...props}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value} className={styles.segment}>
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
SegmentedControl.displayName = 'SegmentedControl';
