import { type Meal, mealName, meals, planLimits } from '@potluck/domain';
import { CalendarPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../primitives/Popover/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './RecipeDetail.module.css';

export interface PlanItProps {
  /** The popover is open (the recipe detail machine's `planning.choosing`). */
  open: boolean;
  onOpenChange: (change: { open: boolean }) => void;
  day: string;
  /** The days offered: today first ("Today, Tue 24 Nov"), then the next two weeks. */
  days: readonly { day: string; label: string }[];
  meal: Meal;
  /** Null: as the recipe says. */
  servings: number | null;
  onChange: (change: { day?: string; meal?: Meal; servings?: number | null }) => void;
  onConfirm: () => void;
}

const mealOptions = meals.map((meal) => ({ value: meal, label: mealName(meal) }));

export type PlanItFormProps = Omit<PlanItProps, 'open' | 'onOpenChange'>;

/** The choices of "Plan it" (day, meal, servings) and its Add to plan: in the recipe's popover and a card's dialog. */
export function PlanItForm({ day, days, meal, servings, onChange, onConfirm }: PlanItFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <form className={styles.planIt} onSubmit={submit}>
      <Select
        label="Day"
        options={days.map((choice) => ({ value: choice.day, label: choice.label }))}
        value={day}
        onValueChange={(value) => onChange({ day: value })}
      />
      <Select
        label="Meal"
        options={mealOptions}
        value={meal}
        onValueChange={(value) => onChange({ meal: value as Meal })}
      />
      <TextField
        label="Servings"
        type="number"
        min={1}
        max={planLimits.servings}
        placeholder="As the recipe says"
        value={servings ?? ''}
        onChange={(event) => onChange({ servings: event.target.value ? Number(event.target.value) : null })}
      />
      <Button type="submit">Add to plan</Button>
    </form>
  );
}
PlanItForm.displayName = 'RecipeDetail.PlanItForm';

/** 'Plan it' beside 'Add to shopping list': a day, a meal and servings, onto the member's meal plan. */
export function PlanIt({ open, onOpenChange, ...form }: PlanItProps) {
  return (
    <Popover open={open} onOpenChange={(next) => onOpenChange({ open: next })}>
      <PopoverTrigger asChild>
        <Button className={styles.addToShoppingList} variant="secondary">
          <CalendarPlus aria-hidden="true" />
          Plan it
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Plan it" align="start">
        <PlanItForm {...form} />
      </PopoverContent>
    </Popover>
  );
}
PlanIt.displayName = 'RecipeDetail.PlanIt';
