import clsx from 'clsx';
import { Plus } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Fab.module.css';

export interface FabProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Required: the button shows only a plus ('Add recipe', 'Create cookbook'). */
  'aria-label': string;
  icon?: ReactNode;
}

/** The floating add button, fixed above the bottom navigation at the bottom right. */
export function Fab({ icon = <Plus />, className, type = 'button', ...props }: FabProps) {
  return (
    <button type={type} className={clsx(styles.fab, className)} {...props}>
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
}
Fab.displayName = 'Fab';
