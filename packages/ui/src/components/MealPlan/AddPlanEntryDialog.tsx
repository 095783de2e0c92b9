import { type Meal, mealName, meals, planLimits } from '@potluck/domain';
import { BookOpen, Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './MealPlan.module.css';

export interface FoundRecipeView {
  recipeId: string;
  title: string;
  /** "Yours", "From members", "From the catalogue". */
  source: string;
}

export interface FoundCookbookView {
  cookbookId: string;
  title: string;
  /** "12 recipes". */
  size: string;
}

export interface AddPlanEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Wednesday 25 Nov". */
  dayLabel: string;
  meal: Meal;
  onMealChange: (change: { meal: Meal }) => void;
  /** Null: as the recipe says. */
  servings: number | null;
  onServingsChange: (change: { servings: number | null }) => void;
  note: string;
  onNoteChange: (change: { note: string }) => void;
  query: string;
  onQueryChange: (change: { query: string }) => void;
  onSearch: () => void;
  search: 'idle' | 'searching' | 'failed';
  /** What the last search found (the member's recipes, members' public ones, the catalogue), null before one. */
  results: readonly FoundRecipeView[] | null;
  /** The member's cookbooks the search matched by title: opened, their recipes are the results. */
  cookbooks: readonly FoundCookbookView[];
  onOpenCookbook: (open: { cookbookId: string }) => void;
  /** The cookbook whose recipes the results are; null for a search's results. */
  openedCookbook: string | null;
  chosen: FoundRecipeView | null;
  onChoose: (choice: { recipe: FoundRecipeView | null }) => void;
  onSave: () => void;
}

const mealOptions = meals.map((meal) => ({ value: meal, label: mealName(meal) }));

/** "+ Add" on a day: a recipe found by a search, or a note, at a meal, with its servings. */
export function AddPlanEntryDialog(props: AddPlanEntryDialogProps) {
  const { open, onOpenChange, dayLabel, chosen, results, search } = props;
  const canSave = chosen !== null || props.note.trim().length > 0;
  const searchSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Add to ${dayLabel}`}
      description="Search your recipes, your cookbooks and the catalogue, or write a note (“Leftovers”)."
      size="md"
      footer={
        <Button disabled={!canSave} onClick={() => props.onSave()}>
          Add to plan
        </Button>
      }
    >
      <div className={styles.addForm}>
        <div className={styles.addRow}>
          <Select
            label="Meal"
            options={mealOptions}
            value={props.meal}
            onValueChange={(meal) => props.onMealChange({ meal: meal as Meal })}
          />
          <TextField
            label="Servings"
            type="number"
            min={1}
            max={planLimits.servings}
            placeholder="As the recipe says"
            value={props.servings ?? ''}
            onChange={(event) =>
              props.onServingsChange({ servings: event.target.value ? Number(event.target.value) : null })
            }
          />
        </div>
        {chosen ? (
          <p className={styles.chosen}>
            <span>
              {chosen.title} <span className={styles.source}>({chosen.source})</span>
            </span>
            <IconButton
              aria-label={`Choose another recipe than ${chosen.title}`}
              icon={<X />}
              size="sm"
              onClick={() => props.onChoose({ recipe: null })}
            />
          </p>
        ) : (
          <>
            <form className={styles.searchRow} onSubmit={searchSubmit} aria-label="Search recipes">
              <TextField
                label="Recipe"
                placeholder="Leek soup"
                value={props.query}
                onChange={(event) => props.onQueryChange({ query: event.target.value })}
                autoComplete="off"
              />
              <Button type="submit" variant="secondary" disabled={!props.query.trim()}>
                <Search aria-hidden="true" />
                Search
              </Button>
            </form>
            {search === 'searching' && (
              <div role="status" aria-label="Searching recipes" className={styles.searching}>
                <Spinner />
              </div>
            )}
            {search === 'failed' && (
              <p role="alert" className={styles.error}>
                Could not search recipes. Try again.
              </p>
            )}
            {search === 'idle' && props.cookbooks.length > 0 && props.openedCookbook === null && (
              <ul className={styles.results} aria-label="Cookbooks found">
                {props.cookbooks.map((cookbook) => (
                  <li key={cookbook.cookbookId} className={styles.result}>
                    <span className={styles.friend}>
                      <BookOpen aria-hidden="true" />
                      <span>
                        {cookbook.title} <span className={styles.source}>({cookbook.size})</span>
                      </span>
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Open the cookbook ${cookbook.title}`}
                      onClick={() => props.onOpenCookbook({ cookbookId: cookbook.cookbookId })}
                    >
                      Open
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {search === 'idle' && props.openedCookbook !== null && (
              <p className={styles.sharedWith}>Recipes in {props.openedCookbook}</p>
            )}
            {search === 'idle' && results?.length === 0 && (
              <p className={styles.nothing}>
                {props.openedCookbook === null ? 'No recipes found.' : 'This cookbook has no recipes yet.'}
              </p>
            )}
            {search === 'idle' && results && results.length > 0 && (
              <ul
                className={styles.results}
                aria-label={
                  props.openedCookbook === null ? 'Recipes found' : `Recipes in ${props.openedCookbook}`
                }
              >
                {results.map((recipe) => (
                  <li key={`${recipe.source}-${recipe.recipeId}`} className={styles.result}>
                    <span>
                      {recipe.title} <span className={styles.source}>({recipe.source})</span>
                    </span>
                    <Button size="sm" variant="secondary" onClick={() => props.onChoose({ recipe })}>
                      Choose
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <TextField
              label="Or a note"
              placeholder="Leftovers"
              maxLength={planLimits.noteLength}
              value={props.note}
              onChange={(event) => props.onNoteChange({ note: event.target.value })}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
AddPlanEntryDialog.displayName = 'AddPlanEntryDialog';
