import clsx from 'clsx';
import { Switch as RadixSwitch } from 'radix-ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<ComponentPropsWithRef<typeof RadixSwitch.Root>, 'children'> {
  label: ReactNode;
  /** A short note under the label ('Public cookbooks appear on your profile.'). */
  description?: ReactNode;
}

/** An on/off setting such as privacy, on Radix Switch. */
export function Switch({ label, description, id, className, ...props }: SwitchProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const descriptionId = `${controlId}-description`;
  return (
    <div className={clsx(styles.row, className)}>
      <div className={styles.text}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
      </div>
      <RadixSwitch.Root
        id={controlId}
        className={styles.switch}
        aria-describedby={description ? descriptionId : undefined}
        {...props}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
}
Switch.displayName = 'Switch';
