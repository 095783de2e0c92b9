import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Potluck.module.css';

export interface ClaimFound {
  recipeId: string;
  title: string;
  /** "Yours", "A member’s", "Catalogue". */
  source: string;
}

export interface ClaimDishDialogProps {
  open: boolean;
  /** "Bring a main". */
  title: string;
  query: string;
  searching: boolean;
  searchFailed: boolean;
  found: readonly ClaimFound[];
  picked: ClaimFound | null;
  text: string;
  /** The servings field; empty: the headcount. */
  servings: number | null;
  headcount: number;
  claiming: boolean;
  canClaim: boolean;
  /** "Kenji Sato already brings Roast chicken. Bring it too?" while asking. */
  duplicate: string | null;
  onOpenChange: (open: boolean) => void;
  onQueryChange: (change: { query: string }) => void;
  onSearch: () => void;
  onPick: (pick: { recipeId: string | null }) => void;
  onTextChange: (change: { text: string }) => void;
  onServingsChange: (change: { servings: number | null }) => void;
  onClaim: () => void;
  onDuplicateAnswer: (answer: { bringIt: boolean }) => void;
}

/** Claim a place in a course: one of the recipes the member can open, or a free text. */
export function ClaimDishDialog(props: ClaimDishDialogProps) {
  return (
    <>
      <Dialog
        open={props.open && !props.duplicate}
        onOpenChange={props.onOpenChange}
        title={props.title}
        size="md"
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSearch();
          }}
        >
          <TextField
            label="Find a recipe (yours, members’, the catalogue’s)"
            type="search"
            value={props.query}
            onChange={(event) => props.onQueryChange({ query: event.target.value })}
          />
          <div>
            <Button type="submit" size="sm" variant="secondary" loading={props.searching}>
              Search
            </Button>
          </div>
        </form>
        {props.searchFailed && <p role="alert">The search failed. Try again.</p>}
        {props.found.length > 0 && (
          <ul className={styles.list} aria-label="Recipes found">
            {props.found.map((recipe) => (
              <li key={recipe.recipeId}>
                <Button
                  size="sm"
                  variant={props.picked?.recipeId === recipe.recipeId ? 'primary' : 'ghost'}
                  aria-pressed={props.picked?.recipeId === recipe.recipeId}
                  onClick={() => props.onPick({ recipeId: recipe.recipeId })}
                >
                  {recipe.title} · {recipe.source}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <TextField
          label="Or write what you bring"
          value={props.text}
          maxLength={200}
          placeholder="A green salad"
          onChange={(event) => props.onTextChange({ text: event.target.value })}
        />
        <TextField
          label="Servings"
          type="number"
          min={1}
          max={200}
          hint={`Empty: the headcount (${props.headcount})`}
          value={props.servings ?? ''}
          onChange={(event) =>
            props.onServingsChange({ servings: event.target.value ? Number(event.target.value) : null })
          }
        />
        {props.picked && <p className={styles.picked}>You bring: {props.picked.title}</p>}
        <div>
          <Button disabled={!props.canClaim} loading={props.claiming} onClick={() => props.onClaim()}>
            Claim
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={props.open && props.duplicate !== null}
        onOpenChange={(open) => {
          if (!open) props.onDuplicateAnswer({ bringIt: false });
        }}
        title="Someone already brings this recipe"
        message={props.duplicate ?? ''}
        confirmLabel="Bring it too"
        cancelLabel="Choose again"
        tone="primary"
        onConfirm={() => props.onDuplicateAnswer({ bringIt: true })}
      />
    </>
  );
}
ClaimDishDialog.displayName = 'ClaimDishDialog';
