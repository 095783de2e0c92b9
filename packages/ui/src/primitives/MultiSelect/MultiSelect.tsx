import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import fieldStyles from '../Field/Field.module.css';
import { describedBy, FieldShell, fieldIds } from '../Field/index.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../Popover/index.ts';
import styles from './MultiSelect.module.css';

export interface MultiSelectProps {
  label: ReactNode;
  /** Option values; shown as they are, capitalised (the spec's lists are lower case). */
  options: readonly string[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** Several choices from a list: a checkbox list in a popover (intolerances, recipe tags). */
export function MultiSelect({
  label,
  options,
  value,
  onValueChange,
  placeholder = 'None selected',
  hint,
  disabled,
  id,
  className,
}: MultiSelectProps) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  const selected = new Set(value);
  const toggle = (option: string, checked: boolean) => {
    // Keep the options' own order so the summary reads the same however they were picked.
    onValueChange(options.filter((o) => (o === option ? checked : selected.has(o))));
  };
  const summary = value.length === 0 ? placeholder : value.join(', ');
  return (
    <FieldShell ids={ids} label={label} hint={hint} className={className}>
      <Popover>
        <PopoverTrigger
          id={ids.control}
          className={clsx(fieldStyles.control, styles.trigger)}
          aria-labelledby={`${ids.label} ${ids.control}`}
          aria-describedby={describedBy(ids, { hint })}
          disabled={disabled}
          data-empty={value.length === 0 || undefined}
        >
          <span className={styles.summary}>{summary}</span>
          <ChevronDown aria-hidden="true" className={styles.chevron} />
        </PopoverTrigger>
        <PopoverContent className={styles.content} align="start" sideOffset={4} aria-labelledby={ids.label}>
          <fieldset className={styles.list}>
            <legend className={styles.legend}>{label}</legend>
            {options.map((option) => {
              const optionId = `${ids.control}-${option.replace(/\W+/g, '-')}`;
              return (
                <div key={option} className={styles.option}>
                  <Checkbox.Root
                    id={optionId}
                    className={styles.checkbox}
                    checked={selected.has(option)}
                    onCheckedChange={(checked) => toggle(option, checked === true)}
                  >
                    <Checkbox.Indicator>
                      <Check aria-hidden="true" />
                    </Checkbox.Indicator>
                  </Checkbox.Root>
                  <label htmlFor={optionId}>{option}</label>
                </div>
              );
            })}
          </fieldset>
        </PopoverContent>
      </Popover>
    </FieldShell>
  );
}
MultiSelect.displayName = 'MultiSelect';
