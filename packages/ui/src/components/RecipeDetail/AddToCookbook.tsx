import { BookPlus } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import styles from './RecipeDetail.module.css';
import type { CookbookChoice } from './types.ts';

export interface AddToCookbookProps {
  cookbooks: readonly CookbookChoice[];
  /** The chosen cookbook, or null (the choice resets after adding, SPEC §4). */
  selected: string | null;
  onSelectedChange: (event: { cookbookId: string }) => void;
  /** Adds to the chosen cookbook; without a choice the app alerts 'Please select a cookbook!'. */
  onAdd: () => void;
  busy?: boolean;
}

/** Pick one of the member's cookbooks and add the recipe. */
export function AddToCookbook({
  cookbooks,
  selected,
  onSelectedChange,
  onAdd,
  busy = false,
}: AddToCookbookProps) {
  return (
    <form
      className={styles.addToCookbook}
      onSubmit={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      <Select
        label="Add to cookbook"
        placeholder="Choose a cookbook"
        options={cookbooks.map((c) => ({ value: c.id, label: c.title }))}
        value={selected ?? ''}
        onValueChange={(value) => onSelectedChange({ cookbookId: value })}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        <BookPlus aria-hidden="true" />
        Add
      </Button>
    </form>
  );
}
AddToCookbook.displayName = 'RecipeDetail.AddToCookbook';
