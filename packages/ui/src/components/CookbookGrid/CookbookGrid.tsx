import { limits } from '@potluck/domain';
import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import {
  CookbookCard,
  type CookbookCardData,
  type CookbookCardProps,
  CookbookCardSkeleton,
} from '../CookbookCard/index.ts';
import gridStyles from '../RecipeGrid/RecipeGrid.module.css';

/** 8 pulsing placeholders while the list loads (SPEC §9). */
export const cookbookPlaceholders = limits.skeletonsCookbooks;

export interface CookbookGridProps extends Pick<CookbookCardProps, 'Link' | 'onDelete' | 'onTogglePrivacy'> {
  cookbooks: readonly CookbookCardData[];
  status: 'loading' | 'ready';
  emptyMessage?: ReactNode;
}

/** The member's cookbooks as cards, with placeholders while loading and a hint when there are none. */
export function CookbookGrid({
  cookbooks,
  status,
  emptyMessage = 'No cookbooks created yet. Click Create to add one.',
  ...cardProps
}: CookbookGridProps) {
  if (status === 'loading') {
    return (
      <div className={gridStyles.grid} role="status" aria-label="Loading cookbooks">
        {Array.from({ length: cookbookPlaceholders }, (_, index) => (
          <CookbookCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (cookbooks.length === 0) return <EmptyState icon={<BookOpen />} message={emptyMessage} />;
  return (
    <ul className={gridStyles.grid} aria-label="Cookbooks">
      {cookbooks.map((cookbook) => (
        <li key={cookbook.id} className={gridStyles.item}>
          <CookbookCard cookbook={cookbook} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
CookbookGrid.displayName = 'CookbookGrid';
