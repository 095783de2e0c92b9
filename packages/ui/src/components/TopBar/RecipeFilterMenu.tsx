import {
  cuisines,
  diets,
  intolerances,
  mealTypes,
  parseFilterList,
  type RecipeFilter,
} from '@potluck/domain';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { MultiSelect } from '../../primitives/MultiSelect/index.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../primitives/Popover/index.ts';
import styles from './TopBar.module.css';

const fields = [
  { key: 'type', label: 'Meal type', options: mealTypes },
  { key: 'cuisine', label: 'Cuisine', options: cuisines },
  { key: 'diet', label: 'Diet', options: diets },
  { key: 'intolerances', label: 'Intolerances', options: intolerances },
] as const;

export interface RecipeFilterMenuProps {
  filter: RecipeFilter;
  onFilterChange: (filter: RecipeFilter) => void;
}

/** The filter dropdown beside the recipe search: each key travels as a comma-separated list. */
export function RecipeFilterMenu({ filter, onFilterChange }: RecipeFilterMenuProps) {
  const active = fields.reduce((sum, field) => sum + parseFilterList(filter[field.key]).length, 0);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary" aria-label={active ? `Filters (${active} set)` : 'Filters'}>
          <SlidersHorizontal aria-hidden="true" />
          <span className={styles.wideOnly}>Filters</span>
          {active > 0 && <span aria-hidden="true">({active})</span>}
        </Button>
      </PopoverTrigger>

      <PopoverContent className={styles.filterPanel} align="end" sideOffset={8} aria-label="Recipe filters">
        {fields.map((field) => (
          <MultiSelect
            key={field.key}
            label={field.label}
            options={field.options}
            value={parseFilterList(filter[field.key])}
            onValueChange={(values) => {
              const next: RecipeFilter = { ...filter };
              if (values.length > 0) next[field.key] = values.join(',');
              else delete next[field.key];
              onFilterChange(next);
            }}
          />
        ))}
        <Button variant="ghost" size="sm" onClick={() => onFilterChange({})} disabled={active === 0}>
          Clear filters
        </Button>
      </PopoverContent>
    </Popover>
  );
}
RecipeFilterMenu.displayName = 'TopBar.RecipeFilterMenu';
