import { limits } from '@potluck/domain';
import clsx from 'clsx';
import { SearchX } from 'lucide-react';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import {
  RecipeCard,
  type RecipeCardData,
  type RecipeCardProps,
  RecipeCardSkeleton,
} from '../RecipeCard/index.ts';
import styles from './RecipeGrid.module.css';

/** SPEC §9: 24 skeletons on first load, 4 on later pages; infinite scroll within 100 px of the bottom. */
export const recipeGridSkeletons = {
  first: limits.skeletonsFirstPage,
  more: limits.skeletonsLaterPage,
} as const;
/** Cards whose pictures load at once with high priority: the first row on a wide screen, the first screen on a phone. */
const firstScreenful = 4;

export const infiniteScrollMargin = `${limits.infiniteScrollThresholdPx}px`;

export const recipeGridStatuses = ['loading', 'ready', 'loadingMore', 'complete'] as const;
export type RecipeGridStatus = (typeof recipeGridStatuses)[number];

export interface RecipeGridProps
  extends Pick<
    RecipeCardProps,
    'onOpen' | 'onDelete' | 'onTogglePrivacy' | 'onRemove' | 'onPlan' | 'showMeta'
  > {
  recipes: readonly RecipeCardData[];
  /** loading: first page; loadingMore: a later page; complete: no more pages (a page came back empty). */
  status: RecipeGridStatus;
  /** Called when the end of the grid comes within 100 px while more pages may exist. */
  onLoadMore?: (() => void) | undefined;
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;
  /** Skeletons on first load (24 on discovery, 8 on My Recipes). */
  skeletonCount?: number;
  /** Names the list for screen readers. */
  label?: string;
  className?: string;
}

/**
 * A responsive grid of 1 to 4 recipe cards per row, with loading skeletons and infinite scroll. Memoised, like its
 * cards: a page re-drawn for its frame (the top bar's badges) does not re-draw an unchanged grid.
 */
export const RecipeGrid = memo(function RecipeGrid({
  recipes,
  status,
  onLoadMore,
  emptyMessage = 'No recipes found. Try adjusting your search or filters!',
  emptyAction,
  skeletonCount = recipeGridSkeletons.first,
  label = 'Recipes',
  className,
  ...cardProps
}: RecipeGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = status === 'ready' && onLoadMore !== undefined && recipes.length > 0;

  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore?.();
      },
      { rootMargin: `0px 0px ${infiniteScrollMargin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, onLoadMore]);

  if (status === 'loading') {
    return (
      <div
        className={clsx(styles.grid, className)}
        role="status"
        aria-label={`Loading ${label.toLowerCase()}`}
      >
        {Array.from({ length: skeletonCount }, (_, index) => (
          <RecipeCardSkeleton key={index} showMeta={cardProps.showMeta} />
        ))}
      </div>
    );
  }
  if (recipes.length === 0) {
    return <EmptyState icon={<SearchX />} message={emptyMessage} action={emptyAction} />;
  }
  return (
    <div className={className}>
      <ul className={styles.grid} aria-label={label}>
        {recipes.map((recipe, index) => (
          <li key={recipe.id} className={styles.item}>
            <RecipeCard recipe={recipe} priority={index < firstScreenful} {...cardProps} />
          </li>
        ))}
        {status === 'loadingMore' &&
          Array.from({ length: recipeGridSkeletons.more }, (_, index) => (
            <li key={`more-${index}`} className={styles.item} aria-hidden="true">
              <RecipeCardSkeleton showMeta={cardProps.showMeta} />
            </li>
          ))}
      </ul>
      {status === 'loadingMore' && (
        <p role="status" className={styles.visuallyHidden}>
          Loading more recipes
        </p>
      )}
      <div ref={sentinel} className={styles.sentinel} data-testid="load-more-sentinel" />
    </div>
  );
});
RecipeGrid.displayName = 'RecipeGrid';
