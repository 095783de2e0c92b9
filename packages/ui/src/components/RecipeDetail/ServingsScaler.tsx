import { servingsText } from '@potluck/domain';
import { Minus, Plus } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { Button } from '../../primitives/Button/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import styles from './RecipeDetail.module.css';

export interface ServingsScalerProps {
  /** The servings the recipe is written for. */
  written: number;
  /** The servings cooked for: `written` until the member scales the recipe. */
  servings: number;
  onServingsChange: (change: { servings: number }) => void;
  onHalve: () => void;
  onDouble: () => void;
  /** Back to the written servings; offered only while scaled. */
  onReset: () => void;
  /** What the machine would accept now (the buttons are disabled otherwise). */
  canFewer: boolean;
  canMore: boolean;
  canHalve: boolean;
  canDouble: boolean;
}

/** 'Servings': a stepper, ×½ and ×2; every ingredient line of the recipe follows it. */
export function ServingsScaler({
  written,
  servings,
  onServingsChange,
  onHalve,
  onDouble,
  onReset,
  canFewer,
  canMore,
  canHalve,
  canDouble,
}: ServingsScalerProps) {
  const scaled = servings !== written;
  return (
    <fieldset className={styles.scaler}>
      <legend className={styles.scalerLegend}>Servings</legend>
      <span className={styles.scalerStepper}>
        <IconButton
          aria-label="Fewer servings"
          icon={<Minus />}
          variant="solid"
          size="sm"
          disabled={!canFewer}
          onClick={() => onServingsChange({ servings: servings - 1 })}
        />
        {/* Read out when it changes, so a screen-reader user hears what the stepper did. */}
        <output className={styles.scalerCount} aria-live="polite">
          {servingsText(servings)}
        </output>
        <IconButton
          aria-label="More servings"
          icon={<Plus />}
          variant="solid"
          size="sm"
          disabled={!canMore}
          onClick={() => onServingsChange({ servings: servings + 1 })}
        />
        <Button variant="secondary" size="sm" disabled={!canHalve} onClick={() => onHalve()}>
          <span aria-hidden="true">×½</span>
          <VisuallyHidden.Root>Halve</VisuallyHidden.Root>
        </Button>
        <Button variant="secondary" size="sm" disabled={!canDouble} onClick={() => onDouble()}>
          <span aria-hidden="true">×2</span>
          <VisuallyHidden.Root>Double</VisuallyHidden.Root>
        </Button>
      </span>
      {scaled && (
        <Button variant="ghost" size="sm" onClick={() => onReset()}>
          As written ({servingsText(written)})
        </Button>
      )}
    </fieldset>
  );
}
ServingsScaler.displayName = 'RecipeDetail.ServingsScaler';
