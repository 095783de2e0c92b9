import type { UnitSystem } from '@potluck/domain';
import { SegmentedControl } from '../../primitives/SegmentedControl/index.ts';
import styles from './RecipeDetail.module.css';

export const amountsShown = ['mine', 'asWritten'] as const;
/** The recipe's amounts in the member's units, or as the recipe writes them. */
export type AmountsShown = (typeof amountsShown)[number];

export interface UnitsSwitchProps {
  /** The member's system (from Settings, or the browser's locale until they choose). */
  units: UnitSystem;
  showing: AmountsShown;
  onShowingChange: (change: { showing: AmountsShown }) => void;
}

const mineLabels: Record<UnitSystem, string> = { metric: 'Metric', us: 'US units' };

/** "As written" or the member's units, for the ingredients and the temperatures in the steps. */
export function UnitsSwitch({ units, showing, onShowingChange }: UnitsSwitchProps) {
  return (
    <SegmentedControl<AmountsShown>
      className={styles.unitsSwitch}
      label="Amounts"
      size="sm"
      options={[
        { value: 'asWritten', label: 'As written' },
        { value: 'mine', label: mineLabels[units] },
      ]}
      value={showing}
      onValueChange={(next) => onShowingChange({ showing: next })}
    />
  );
}
UnitsSwitch.displayName = 'RecipeDetail.UnitsSwitch';
