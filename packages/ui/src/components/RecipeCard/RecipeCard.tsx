import { formatCardTime, formatReadyTime, formatServings } from '@potluck/domain';
import clsx from 'clsx';
import { CalendarPlus, Clock, Globe, Heart, Lock, Users } from 'lucide-react';
import { type ComponentPropsWithRef, memo } from 'react';
import { Card } from '../../primitives/Card/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { CardActions } from '../CardDelete/index.ts';
import styles from './RecipeCard.module.css';
import { RecipeImage } from './RecipeImage.tsx';

export interface RecipeCardData {
  id: string;
  title: string;
  /** An accepted image URL or data URL; anything else shows the fallback picture. */
  image?: string | null | undefined;
  readyInMinutes?: number | null | undefined;
  servings?: string | number | null | undefined;
  isPublic?: boolean | undefined;
  /** Members' likes, shown on browse cards. */
  likeCount?: number | undefined;
  /** The member who wrote it ('by @maria_cooks'); provider recipes have none. */
  author?: string | undefined;
}

export interface RecipeCardProps extends Omit<ComponentPropsWithRef<'article'>, 'onClick'> {
  recipe: RecipeCardData;
  /** Opens the recipe (the detail modal). */
  onOpen: (event: { id: string }) => void;
  /** Shows time and servings lines ('{n} min' / 'No time info', 'Serves {n}' / 'No servings info'). */
  showMeta?: boolean;
  /** Owner actions: delete (top right: on hover, or in a '⋯' menu on touch) and a privacy toggle (bottom right). */
  onDelete?: ((event: { id: string }) => void) | undefined;
  onTogglePrivacy?: ((event: { id: string; isPublic: boolean }) => void) | undefined;
  /** Cookbook owners remove a recipe from the cookbook (on hover, or in a '⋯' menu on touch). */
  onRemove?: ((event: { id: string }) => void) | undefined;
  /** "Plan it" in the card's ⋯ menu: onto the member's meal plan (a dialog asks the day, meal and servings). */
  onPlan?: ((event: { recipe: RecipeCardData }) => void) | undefined;
  /** A card in the first screenful: its picture loads at once, with high priority, instead of lazily. */
  priority?: boolean | undefined;
}

/** The width of a card's picture in the grid (RecipeGrid.module.css: 1 to 4 columns). */
export const recipeCardImageSizes =
  '(min-width: 76rem) 18rem, (min-width: 56rem) 30vw, (min-width: 36rem) 48vw, 100vw';

/** A recipe in a grid: photo and title; opening it shows the detail. */
/**
 * Memoised: a grid re-drawn for a change elsewhere on the page (the top bar's badges, a later page) leaves the
 * cards whose props did not change alone.
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  onOpen,
  showMeta = false,
  onDelete,
  onTogglePrivacy,
  onRemove,
  onPlan,
  priority = false,
  className,
  ...props
}: RecipeCardProps) {
  const { id, title } = recipe;
  return (
    <Card asChild padding="none" interactive className={clsx(styles.card, className)}>
      <article aria-label={title} {...props}>
        <button type="button" className={styles.open} onClick={() => onOpen({ id })}>
          <RecipeImage
            src={recipe.image}
            className={styles.image}
            sizes={recipeCardImageSizes}
            priority={priority}
          />
          <span className={styles.body}>
            <span className={styles.title}>{title}</span>
            {showMeta && (
              <span className={styles.meta}>
                <span>
                  <Clock aria-hidden="true" />
                  {formatCardTime(recipe.readyInMinutes)}
                </span>
                <span>
                  <Users aria-hidden="true" />
                  {formatServings(recipe.servings)}
                </span>
              </span>
            )}
          </span>
        </button>
        {/* Outside the button, which keeps the title as its name; a click on them still opens the card. */}
        {!showMeta && <RecipeFacts recipe={recipe} />}
        {(onPlan || onDelete || onRemove) && (
          <CardActions
            className={styles.topRight}
            title={title}
            items={
              onPlan ? [{ label: 'Plan it', icon: <CalendarPlus />, onSelect: () => onPlan({ recipe }) }] : []
            }
            destructive={
              onDelete
                ? { label: `Delete ${title}`, action: 'Delete', onSelect: () => onDelete({ id }) }
                : onRemove
                  ? {
                      label: `Remove ${title} from cookbook`,
                      action: 'Remove from cookbook',
                      onSelect: () => onRemove({ id }),
                    }
                  : undefined
            }
          />
        )}
        {onTogglePrivacy && (
          <IconButton
            className={styles.bottomRight}
            variant="overlay"
            size="sm"
            aria-label={
              recipe.isPublic ? `${title} is public. Make private` : `${title} is private. Make public`
            }
            icon={recipe.isPublic ? <Globe /> : <Lock />}
            data-public={recipe.isPublic || undefined}
            onClick={() => onTogglePrivacy({ id, isPublic: !recipe.isPublic })}
          />
        )}
      </article>
    </Card>
  );
});
RecipeCard.displayName = 'RecipeCard';

/**
 * What a browse card tells before it is opened: the ready time ('45 min', '6 hrs 30 min') and likes when known,
 * and the author.
 */
const isTimed = ({ readyInMinutes }: RecipeCardData) => readyInMinutes != null && readyInMinutes > 0;
const hasFacts = (recipe: RecipeCardData) =>
  isTimed(recipe) || recipe.likeCount !== undefined || Boolean(recipe.author);

function RecipeFacts({ recipe }: { recipe: RecipeCardData }) {
  const { readyInMinutes, likeCount, author } = recipe;
  const timed = isTimed(recipe);
  if (!hasFacts(recipe)) return null;
  return (
    <span className={styles.facts}>
      {(timed || likeCount !== undefined) && (
        <span className={styles.meta}>
          {timed && (
            <span>
              <Clock aria-hidden="true" />
              {formatReadyTime(readyInMinutes ?? null)}
            </span>
          )}
          {likeCount !== undefined && (
            <span>
              <Heart aria-hidden="true" />
              {likeCount}
              <span className={styles.visuallyHidden}>{likeCount === 1 ? ' like' : ' likes'}</span>
            </span>
          )}
        </span>
      )}
      {author && <span className={styles.author}>by @{author}</span>}
    </span>
  );
}

/** The loading stand-in of a RecipeCard. */
export function RecipeCardSkeleton({ showMeta = false }: { showMeta?: boolean }) {
  return (
    <div className={styles.skeleton}>
      <Skeleton shape="image" />
      <Skeleton shape="text" />
      {showMeta && <Skeleton shape="text" style={{ inlineSize: '50%' }} />}
    </div>
  );
}
RecipeCardSkeleton.displayName = 'RecipeCard.Skeleton';
