import { limits } from '@potluck/domain';
import { Button } from '../../primitives/Button/index.ts';
import styles from './RecipeDetail.module.css';
import type { NutrientData } from './types.ts';

/** The first 6 entries show until Show More (SPEC §4). */
export const nutritionShownFirst = limits.nutritionShown;

export interface NutritionListProps {
  /** Every entry; the list shows the first 6 unless expanded. */
  nutrition: readonly NutrientData[];
  /** Show More was pressed (the recipe detail machine's `nutrition.all`). */
  expanded: boolean;
  onExpandedChange: (event: { expanded: boolean }) => void;
}

export function NutritionList({ nutrition, expanded, onExpandedChange }: NutritionListProps) {
  const shown = expanded ? nutrition : nutrition.slice(0, nutritionShownFirst);
  return (
    <section className={styles.section} aria-labelledby="recipe-nutrition">
      <h2 id="recipe-nutrition" className={styles.heading}>
        Nutrition
      </h2>
      <ul className={styles.nutrition}>
        {shown.map((nutrient) => (
          <li key={nutrient.name}>
            <span className={styles.nutrientName}>{nutrient.name}</span>
            <span>
              {nutrient.amount} {nutrient.unit}
              {nutrient.percentOfDailyNeeds != null && (
                <span className={styles.muted}> · {Math.round(nutrient.percentOfDailyNeeds)}% DV</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {nutrition.length > nutritionShownFirst && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          onClick={() => onExpandedChange({ expanded: !expanded })}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
      )}
    </section>
  );
}
NutritionList.displayName = 'RecipeDetail.Nutrition';
