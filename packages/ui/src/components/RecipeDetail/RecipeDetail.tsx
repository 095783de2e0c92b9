import { convertTemperatures, formatReadyTime, ingredientLine, servingsLabel } from '@potluck/domain';
import { ChefHat, Clock, Heart, Users } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { memo, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import { RecipeImage } from '../RecipeCard/RecipeImage.tsx';
import { AddToCookbook, type AddToCookbookProps } from './AddToCookbook.tsx';
import { AddToShoppingList, type AddToShoppingListProps } from './AddToShoppingList.tsx';
import { CommentsSection, type CommentsSectionProps } from './CommentsSection.tsx';
import { NutritionList, type NutritionListProps } from './NutritionList.tsx';
import { PlanIt, type PlanItProps } from './PlanIt.tsx';
import styles from './RecipeDetail.module.css';
import { ServingsScaler, type ServingsScalerProps } from './ServingsScaler.tsx';
import { ShareMenu, type ShareMenuProps } from './ShareMenu.tsx';
import type { RecipeDetailData } from './types.ts';
import { UnitsSwitch, type UnitsSwitchProps } from './UnitsSwitch.tsx';

export interface RecipeDetailProps {
  recipe: RecipeDetailData;
  /** 'loading' shows 'Loading intolerances…'; the names the recipe contains, title-cased, otherwise. */
  intolerances: { status: 'loading' } | { status: 'ready'; contained: readonly string[] };
  like: { liked: boolean; count: number; onToggle: () => void };
  addToCookbook: AddToCookbookProps;
  share: ShareMenuProps;
  comments: CommentsSectionProps;
  /** Show More / Show Less past 6 entries (SPEC §4); the entries themselves are `recipe.nutrition`. */
  nutrition: Omit<NutritionListProps, 'nutrition'>;
  /** The servings scaler; absent when the recipe does not say how many it serves (nothing to scale from). */
  servings?: ServingsScalerProps | undefined;
  /**
   * The member's units and whether the amounts are shown in them; absent, the recipe is shown as written (a
   * visitor's page). The switch is offered only when the units change something.
   */
  units?: UnitsSwitchProps | undefined;
  /** Where 'Cook' opens cook mode (with the chosen servings). */
  cookTo?: string | undefined;
  /** 'Add to shopping list' under the ingredients (members only). */
  addToShoppingList?: AddToShoppingListProps | undefined;
  /** 'Plan it' beside it (members only). */
  planIt?: PlanItProps | undefined;
  /** Who cooked it, and "I cooked this" (issue 41): the page hands in the section, drawn after the recipe. */
  cooks?: ReactNode | undefined;
  /** Versions (issue 41): "Adapted from …", "What changed", "Make it my own" and the versions, drawn under the actions. */
  version?: ReactNode | undefined;
  Link?: LinkComponent;
}

/**
 * Everything about one recipe: photo, facts, ingredients, directions, nutrition, actions and comments. Memoised,
 * like the grid: a page re-drawn for its frame (the top bar's badges, the chat) leaves an unchanged recipe alone.
 */
export const RecipeDetail = memo(function RecipeDetail({
  recipe,
  intolerances,
  like,
  addToCookbook,
  share,
  comments,
  nutrition,
  servings,
  units,
  cookTo,
  addToShoppingList,
  planIt,
  cooks,
  version,
  Link = AnchorLink,
}: RecipeDetailProps) {
  // Every amount follows the chosen servings and, unless the member asked for the recipe as written, their
  // units; a line without an amount is shown as written.
  const factor = servings ? servings.servings / servings.written : 1;
  const written = recipe.ingredients.map((line) => ingredientLine(line, { factor }));
  const converted = units
    ? recipe.ingredients.map((line) => ingredientLine(line, { factor, system: units.units }))
    : written;
  const convertedSteps = units
    ? recipe.steps.map((step) => convertTemperatures(step, units.units))
    : recipe.steps;
  const unitsChange =
    converted.some((line, index) => line !== written[index]) ||
    convertedSteps.some((step, index) => step !== recipe.steps[index]);
  const inMine = units?.showing === 'mine';
  const ingredients = inMine ? converted : written;
  const steps = inMine ? convertedSteps : recipe.steps;
  const serves = servingsLabel(recipe.servings);
  return (
    <article className={styles.detail} aria-labelledby="recipe-title">
      <RecipeImage
        src={recipe.image}
        alt={recipe.title}
        className={styles.image}
        sizes="(min-width: 56rem) 56rem, 100vw"
        priority
      />
      <header className={styles.header}>
        <h1 id="recipe-title" className={styles.title}>
          {recipe.title}
        </h1>
        <p className={styles.facts}>
          {serves && (
            <span>
              <Users aria-hidden="true" /> {serves}
            </span>
          )}
          {recipe.readyInMinutes != null && recipe.readyInMinutes > 0 && (
            <span>
              <Clock aria-hidden="true" /> Ready in {formatReadyTime(recipe.readyInMinutes)}
            </span>
          )}
          {recipe.author?.username && (
            <span>
              By <Link to={`/profile/${recipe.author.username}`}>@{recipe.author.username}</Link>
            </span>
          )}
        </p>
        {intolerances.status === 'loading' ? (
          <p className={styles.notice} role="status">
            Loading intolerances…
          </p>
        ) : (
          intolerances.contained.length > 0 && (
            <p className={styles.contains}>
              <strong>Contains:</strong> {intolerances.contained.join(', ')}
            </p>
          )
        )}
        <div className={styles.actions}>
          <Button
            variant={like.liked ? 'primary' : 'secondary'}
            aria-pressed={like.liked}
            onClick={() => like.onToggle()}
          >
            <Heart aria-hidden="true" fill={like.liked ? 'currentColor' : 'none'} />
            {/* Named 'Like 12': the visible count stays part of the name (WCAG 2.5.3). */}
            <VisuallyHidden.Root>Like</VisuallyHidden.Root>
            {like.count}
          </Button>
          <ShareMenu {...share} />
          <AddToCookbook {...addToCookbook} />
          {cookTo && (
            <Button asChild variant="primary">
              <Link to={cookTo}>
                <ChefHat aria-hidden="true" />
                Cook
              </Link>
            </Button>
          )}
        </div>
        {version}
      </header>
      <section className={styles.section} aria-labelledby="recipe-ingredients">
        <h2 id="recipe-ingredients" className={styles.heading}>
          Ingredients
        </h2>
        {(servings || (units && unitsChange)) && (
          <div className={styles.amountControls}>
            {servings && <ServingsScaler {...servings} />}
            {units && unitsChange && <UnitsSwitch {...units} />}
          </div>
        )}
        <ul className={styles.list}>
          {ingredients.map((ingredient, index) => (
            <li key={`${index}-${ingredient}`}>{ingredient}</li>
          ))}
        </ul>
        <div className={styles.planActions}>
          {addToShoppingList && ingredients.length > 0 && <AddToShoppingList {...addToShoppingList} />}
          {planIt && <PlanIt {...planIt} />}
        </div>
      </section>
      {recipe.supplies.length > 0 && (
        <section className={styles.section} aria-labelledby="recipe-supplies">
          <h2 id="recipe-supplies" className={styles.heading}>
            Supplies
          </h2>
          <ul className={styles.list}>
            {recipe.supplies.map((supply) => (
              <li key={supply}>{supply}</li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="recipe-directions">
        <h2 id="recipe-directions" className={styles.heading}>
          Directions
        </h2>
        {steps.length === 0 ? (
          <p className={styles.muted}>No instructions available.</p>
        ) : (
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={`${index}-${step}`}>{step}</li>
            ))}
          </ol>
        )}
      </section>
      {recipe.nutrition.length > 0 && <NutritionList nutrition={recipe.nutrition} {...nutrition} />}
      {cooks}
      <CommentsSection {...comments} />
    </article>
  );
});
RecipeDetail.displayName = 'RecipeDetail';

/** Shown while the recipe loads; nothing of the recipe shows until it has loaded (SPEC §2). */
export function RecipeDetailSkeleton() {
  return (
    <div className={styles.detail} role="status" aria-label="Loading recipe">
      <Skeleton shape="image" className={styles.imageSkeleton} />
      <Skeleton shape="title" />
      <Skeleton shape="text" style={{ inlineSize: '40%' }} />
      <Skeleton shape="block" />
      <Skeleton shape="text" />
      <Skeleton shape="text" />
      <Skeleton shape="text" style={{ inlineSize: '70%' }} />
    </div>
  );
}
RecipeDetailSkeleton.displayName = 'RecipeDetail.Skeleton';
