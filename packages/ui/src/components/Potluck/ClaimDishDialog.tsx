import { potluckLimits } from '@potluck/domain';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Claim.module.css';

export interface ClaimFound {
  recipeId: string;
  title: string;
  /** "Yours", "A member’s", "Catalogue". */
  source: string;
}

export interface ClaimDishDialogProps {
  open: boolean;
  /** "Bring a dish: mains". */
  title: string;
  /**
   * The member's own recipes that fit the course, offered before any search; empty when none fits; null for a
   * guest without an account (no recipes of their own: search and text only).
   */
  yours?: readonly ClaimFound[] | null | undefined;
  /** The course's name in a sentence: "mains". */
  courseName?: string | undefined;
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

function Choices(props: {
  label: string;
  recipes: readonly ClaimFound[];
  picked: ClaimFound | null;
  withSource: boolean;
  onPick: ClaimDishDialogProps['onPick'];
}) {
  return (
    <ul className={styles.choices} aria-label={props.label}>
      {props.recipes.map((recipe) => {
        const chosen = props.picked?.recipeId === recipe.recipeId;
        return (
          <li key={recipe.recipeId}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={chosen}
              onClick={() => props.onPick({ recipeId: chosen ? null : recipe.recipeId })}
            >
              <span className={styles.choiceTitle}>{recipe.title}</span>
              {props.withSource && <span className={styles.choiceSource}> · {recipe.source}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Bring a dish": the member's own recipes that fit the course first, search for more (theirs, members', the
 * catalogue's), or a dish written as text; and how many it serves.
 */
export function ClaimDishDialog(props: ClaimDishDialogProps) {
  const yours = props.yours ?? null;
  const courseName = props.courseName ?? 'this course';
  return (
    <>
      <Dialog
        open={props.open && !props.duplicate}
        onOpenChange={props.onOpenChange}
        title={props.title}
        size="md"
      >
        <div className={styles.claim}>
          {yours && (
            <section className={styles.part} aria-labelledby="claim-yours">
              <h3 id="claim-yours" className={styles.partTitle}>
                Your recipes for {courseName}
              </h3>
              {yours.length > 0 ? (
                <Choices
                  label="Your recipes"
                  recipes={yours}
                  picked={props.picked}
                  withSource={false}
                  onPick={props.onPick}
                />
              ) : (
                <p className={styles.muted}>
                  None of your recipes is tagged for {courseName}. Search for one below.
                </p>
              )}
            </section>
          )}
          <section className={styles.part} aria-labelledby="claim-search">
            <h3 id="claim-search" className={styles.partTitle}>
              {yours ? 'Search for more' : 'Find a recipe'}
            </h3>
            <p className={styles.muted}>Yours, members’ and the catalogue’s.</p>
            <form
              className={styles.search}
              onSubmit={(event) => {
                event.preventDefault();
                props.onSearch();
              }}
            >
              <TextField
                label="Recipe name"
                type="search"
                value={props.query}
                className={styles.searchField}
                onChange={(event) => props.onQueryChange({ query: event.target.value })}
              />
              <Button type="submit" variant="secondary" loading={props.searching}>
                Search
              </Button>
            </form>
            {props.searchFailed && <p role="alert">The search failed. Try again.</p>}
            {props.found.length > 0 && (
              <Choices
                label="Recipes found"
                recipes={props.found}
                picked={props.picked}
                withSource
                onPick={props.onPick}
              />
            )}
          </section>
          <TextField
            label="Or write what you bring"
            value={props.text}
            maxLength={potluckLimits.dishTextLength}
            placeholder="A green salad"
            hint="A dish written as text is not checked for what guests avoid."
            onChange={(event) => props.onTextChange({ text: event.target.value })}
          />
          <TextField
            label="Servings"
            type="number"
            min={1}
            max={potluckLimits.servings}
            inputMode="numeric"
            className={styles.servings}
            hint={`Leave it empty to make one serving for each of the ${props.headcount} people coming.`}
            value={props.servings ?? ''}
            onChange={(event) =>
              props.onServingsChange({ servings: event.target.value ? Number(event.target.value) : null })
            }
          />
          <div className={styles.footer}>
            <p className={styles.picked} aria-live="polite">
              {props.picked
                ? `You bring: ${props.picked.title}`
                : props.text.trim()
                  ? `You bring: ${props.text.trim()}`
                  : ''}
            </p>
            <Button disabled={!props.canClaim} loading={props.claiming} onClick={() => props.onClaim()}>
              Claim
            </Button>
          </div>
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
