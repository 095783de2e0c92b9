import { messages } from '@potluck/domain';
import { BookPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import styles from './RecipeDetail.module.css';
import type { CookbookChoice } from './types.ts';

export interface AddToCookbookProps {
  cookbooks: readonly CookbookChoice[];
  onAdd: (event: { cookbookId: string }) => void;
  busy?: boolean;
}

/** Pick one of the member's cookbooks and add the recipe; the choice resets afterwards (SPEC §4). */
export function AddToCookbook({ cookbooks, onAdd, busy = false }: AddToCookbookProps) {
  const [cookbookId, setCookbookId] = useState<string | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  return (
    <form
      className={styles.addToCookbook}
      onSubmit={(event) => {
        event.preventDefault();
        if (!cookbookId) {
          setMissing(true);
          return;
        }
        onAdd({ cookbookId });
        setCookbookId(undefined);
      }}
    >
      <Select
        label="Add to cookbook"
        placeholder="Choose a cookbook"
        options={cookbooks.map((c) => ({ value: c.id, label: c.title }))}
        value={cookbookId ?? ''}
        onValueChange={(value) => {
          setCookbookId(value);
          setMissing(false);
        }}
        error={missing ? messages.selectCookbook : undefined}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        <BookPlus aria-hidden="true" />
        Add
      </Button>
    </form>
  );
}
AddToCookbook.displayName = 'RecipeDetail.AddToCookbook';
