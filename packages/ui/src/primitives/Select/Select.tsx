import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import fieldStyles from '../Field/Field.module.css';
import { describedBy, FieldShell, fieldIds } from '../Field/index.ts';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** The keys that open Radix's Select from its trigger. */
const openingKeys = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

/**
 * Radix's typeahead on a closed Select: the next option (after the chosen one, wrapping) whose label starts with
 * what was typed; a letter typed again and again steps through the options that start with it.
 */
function typedOption(options: readonly SelectOption[], typed: string, current: string | undefined) {
  const repeated = typed.length > 1 && [...typed].every((char) => char === typed[0]);
  const search = (repeated ? typed[0] : typed)?.toLowerCase() ?? '';
  const at = Math.max(
    0,
    options.findIndex((option) => option.value === current),
  );
  const wrapped = [...options.slice(at), ...options.slice(0, at)];
  const candidates = repeated || typed.length === 1 ? wrapped.filter((o) => o.value !== current) : wrapped;
  return candidates.find((option) => option.label.toLowerCase().startsWith(search));
}

/**
 * A single choice from a list, on Radix Select (keyboard, typeahead and focus handling come from Radix).
 *
 * Until the member opens it, a Select is its trigger alone: Radix's closed Select draws every option (it keeps
 * them in a fragment to show the chosen one's text), and the recipe page's "Add to cookbook" drew 30 in the task
 * that drew the page (issue 30, decision 030, as for DropdownMenu). The trigger has Radix's closed attributes and
 * shows the chosen option's label or the placeholder; what opens Radix's Select opens this one and puts Radix's
 * Select in its place, open (a mouse press, a touch's click, Space, Enter or the up and down arrows; the chosen
 * option, else the first, takes the focus, as in Radix); typing a letter chooses as Radix's closed typeahead does.
 * A form control (`name` or `required`) is Radix's from the start, for its native select.
 */
export function Select(props: SelectProps) {
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  const [ownValue, setOwnValue] = useState(props.defaultValue);
  const formControl = props.name !== undefined || props.required;
  if (openedBy || formControl) {
    // Uncontrolled, it goes on from what was chosen while closed.
    return <RadixSelectField {...props} defaultValue={ownValue} defaultOpen={openedBy !== null} />;
  }
  return (
    <ClosedSelect
      {...props}
      value={props.value ?? ownValue}
      onValueChange={(value) => {
        setOwnValue(value);
        props.onValueChange?.(value);
      }}
      onOpen={setOpenedBy}
    />
  );
}
Select.displayName = 'Select';

function ClosedSelect({
  label,
  options,
  value,
  onValueChange,
  placeholder = 'Choose…',
  hint,
  error,
  disabled,
  id,
  className,
  onOpen,
}: SelectProps & { onOpen: (by: 'pointer' | 'keyboard') => void }) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  const pointerType = useRef('touch');
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });
  const chosen = options.find((option) => option.value === value);
  const typeAhead = (event: KeyboardEvent) => {
    const typing = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
    if (!typing || (event.key === ' ' && typed.current.text === '')) return false;
    clearTimeout(typed.current.timer);
    typed.current.text += event.key;
    typed.current.timer = setTimeout(() => {
      typed.current.text = '';
    }, 1000);
    const next = typedOption(options, typed.current.text, value);
    if (next) onValueChange?.(next.value);
    return true;
  };
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <button
        type="button"
        role="combobox"
        id={ids.control}
        className={clsx(fieldStyles.control, styles.trigger)}
        aria-labelledby={ids.label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        aria-expanded={false}
        aria-autocomplete="none"
        data-state="closed"
        disabled={disabled}
        data-disabled={disabled ? '' : undefined}
        data-placeholder={chosen ? undefined : ''}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
          if (event.pointerType !== 'mouse' || event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          onOpen('pointer');
        }}
        onClick={(event) => {
          event.currentTarget.focus();
          if (pointerType.current !== 'mouse') onOpen('pointer');
        }}
        onKeyDown={(event) => {
          if (typeAhead(event)) return;
          if (!openingKeys.includes(event.key)) return;
          event.preventDefault();
          onOpen('keyboard');
        }}
      >
        <span style={{ pointerEvents: 'none' }}>{chosen ? chosen.label : placeholder}</span>
        <span aria-hidden="true" className={styles.icon}>
          <ChevronDown aria-hidden="true" />
        </span>
      </button>
    </FieldShell>
  );
}

function RadixSelectField({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Choose…',
  hint,
  error,
  required,
  disabled,
  name,
  id,
  className,
  defaultOpen,
}: SelectProps & { defaultOpen: boolean }) {
  const autoId = useId();
  const ids = fieldIds(id ?? autoId);
  return (
    <FieldShell ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        required={required}
        disabled={disabled}
        name={name}
        defaultOpen={defaultOpen}
      >
        <RadixSelect.Trigger
          id={ids.control}
          className={clsx(fieldStyles.control, styles.trigger)}
          aria-labelledby={ids.label}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={styles.icon}>
            <ChevronDown aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <Check aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FieldShell>
  );
}
