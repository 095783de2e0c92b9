import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, useMemo } from 'react';
import type { RecipeModalProps } from '../components/RecipeDetail/RecipeModal.tsx';
import { RecipeGrid, type RecipeGridProps } from '../components/RecipeGrid/index.ts';
import { Button } from '../primitives/Button/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';
import { RecipeModalSlot } from './RecipeModalSlot.tsx';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export interface DiscoverScreenProps {
  shell: Shell;
  grid: RecipeGridProps;
  /** The recipe opened from a card. */
  modal?: RecipeModalProps | undefined;
  /** When a search or filter is set: 'Clear search and filters' under an empty result. */
  onClearSearch?: (() => void) | undefined;
  /** "Your friends cooked" above the grid (issue 41): drawn by the app after the page's first paint. */
  friendsCooked?: ReactNode;
}

/** / when logged in: the discovery grid, recipes opening in a modal. */
export function DiscoverScreen({ shell, grid, modal, onClearSearch, friendsCooked }: DiscoverScreenProps) {
  // Made once per onClearSearch, so the memoised grid is not drawn again when only the frame changed.
  const clearSearch = useMemo(
    () =>
      onClearSearch && (
        <Button variant="secondary" onClick={() => onClearSearch()}>
          Clear search and filters
        </Button>
      ),
    [onClearSearch],
  );
  return (
    <AppShell {...shell}>
      <VisuallyHidden.Root asChild>
        <h1>Discover recipes</h1>
      </VisuallyHidden.Root>
      {friendsCooked}
      <RecipeGrid {...grid} emptyAction={clearSearch} />
      <RecipeModalSlot modal={modal} />
    </AppShell>
  );
}
DiscoverScreen.displayName = 'DiscoverScreen';
