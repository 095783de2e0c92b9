import { pluralWord } from '@potluck/domain';
import { BookOpen, Download, ShoppingBasket, UserPlus } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { Fragment } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import type { RecipeCardData } from '../RecipeCard/index.ts';
import { RecipeGrid } from '../RecipeGrid/index.ts';
import styles from './CookbookDetail.module.css';

export interface CookbookDetailData {
  title: string;
  /** How many recipes the cookbook holds, visible to this member or not. */
  recipeCount: number;
  owners: readonly { username: string }[];
}

export interface CookbookDetailProps {
  /** error: the load failed, and the page shows the empty view. */
  status: 'loading' | 'ready' | 'error';
  cookbook: CookbookDetailData | null;
  recipes: readonly RecipeCardData[];
  isOwner: boolean;
  onOpenRecipe: (event: { id: string }) => void;
  onRemoveRecipe: (event: { id: string }) => void;
  onAddCollaborator: () => void;
  onDownloadPdf: () => void;
  /** The PDF is being drawn. */
  exporting?: boolean;
  /** 'Add all to shopping list', for everyone who can open the cookbook (absent: not offered). */
  onAddAllToShoppingList?: (() => void) | undefined;
  /** "Plan it" in a card's ⋯ menu (absent: not offered). */
  onPlanRecipe?: ((event: { recipe: RecipeCardData }) => void) | undefined;
  Link?: LinkComponent;
}

/** One cookbook: title, count, owners, and its recipes; owners may invite, export and remove. */
export function CookbookDetail({
  status,
  cookbook,
  recipes,
  isOwner,
  onOpenRecipe,
  onRemoveRecipe,
  onAddCollaborator,
  onDownloadPdf,
  exporting = false,
  onAddAllToShoppingList,
  onPlanRecipe,
  Link = AnchorLink,
}: CookbookDetailProps) {
  if (status === 'loading') {
    return (
      <div className={styles.page} role="status" aria-label="Loading cookbook">
        <VisuallyHidden.Root asChild>
          <h1>Cookbook</h1>
        </VisuallyHidden.Root>
        <Skeleton shape="title" />
        <Skeleton shape="text" style={{ inlineSize: '30%' }} />
        <RecipeGrid recipes={[]} status="loading" skeletonCount={4} onOpen={() => {}} showMeta />
      </div>
    );
  }
  const browse = (
    <Button asChild variant="secondary">
      <Link to="/">Browse Recipes</Link>
    </Button>
  );
  if (status === 'error' || !cookbook) {
    return (
      <EmptyState icon={<BookOpen />} message="This cookbook doesn't have any recipes yet." action={browse} />
    );
  }
  const { title, recipeCount, owners } = cookbook;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.meta}>
            {recipeCount} {pluralWord(recipeCount, 'Recipe', 'Recipes')}
            <span aria-hidden="true"> · </span>
            {pluralWord(owners.length, 'Owner', 'Owners')}:{' '}
            {owners.map((owner, index) => (
              <Fragment key={owner.username}>
                {index > 0 && ', '}
                <Link to={`/profile/${owner.username}`}>@{owner.username}</Link>
              </Fragment>
            ))}
          </p>
        </div>
        {(isOwner || (onAddAllToShoppingList && recipeCount > 0)) && (
          <div className={styles.actions}>
            {onAddAllToShoppingList && recipeCount > 0 && (
              <Button variant="secondary" onClick={() => onAddAllToShoppingList()}>
                <ShoppingBasket aria-hidden="true" />
                Add all to shopping list
              </Button>
            )}
            {isOwner && (
              <>
                <Button variant="secondary" onClick={() => onAddCollaborator()}>
                  <UserPlus aria-hidden="true" />+ Add collaborator
                </Button>
                <Button onClick={() => onDownloadPdf()} loading={exporting}>
                  <Download aria-hidden="true" />
                  Download PDF
                </Button>
              </>
            )}
          </div>
        )}
      </header>
      {recipeCount === 0 ? (
        <EmptyState
          icon={<BookOpen />}
          message="This cookbook doesn't have any recipes yet."
          action={browse}
        />
      ) : (
        <RecipeGrid
          recipes={recipes}
          status="complete"
          showMeta
          onOpen={onOpenRecipe}
          onRemove={isOwner ? onRemoveRecipe : undefined}
          onPlan={onPlanRecipe}
          emptyMessage="No visible recipes in this cookbook."
          emptyAction={browse}
          label={`Recipes in ${title}`}
        />
      )}
    </div>
  );
}
CookbookDetail.displayName = 'CookbookDetail';
