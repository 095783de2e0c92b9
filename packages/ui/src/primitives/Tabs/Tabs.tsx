import clsx from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<V extends string = string> {
  tabs: readonly TabItem<V>[];
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** Names the tab list ('Profile sections'). */
  label: string;
  /** Vertical tabs form the settings sidebar. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** Sections switched by a tab list, on Radix Tabs (arrow keys move between tabs). */
export function Tabs<V extends string = string>({
  tabs,
  value,
  defaultValue,
  onValueChange,
  label,
  orientation = 'horizontal',
  className,
}: TabsProps<V>) {
  return (
    <RadixTabs.Root
      className={clsx(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={onValueChange ? (next) => onValueChange(next as V) : undefined}
      orientation={orientation}
      data-orientation={orientation}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
Tabs.displayName = 'Tabs';
