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

/**
 * "Units: As written | US units", for the ingredients and the temperatures in the steps. Labelled "Units" on
 * screen, so it is not mistaken for the scaler's "As written (4 servings)".
 */
export function UnitsSwitch({ units, showing, onShowingChange }: UnitsSwitchProps) {
  return (
    <div className={styles.unitsSwitch}>
      <span className={styles.unitsLabel} aria-hidden="true">
        Units
      </span>
      <SegmentedControl<AmountsShown>
        label="Units"
        size="sm"
        options={[
          { value: 'asWritten', label: 'As written' },
          { value: 'mine', label: mineLabels[units] },
        ]}
        value={showing}
        onValueChange={(next) => onShowingChange({ showing: next })}
      />
    </div>
  );
}
UnitsSwitch.displayName = 'RecipeDetail.UnitsSwitch';
