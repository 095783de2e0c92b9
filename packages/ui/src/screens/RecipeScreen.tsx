import { VisuallyHidden } from 'radix-ui';
import {
  RecipeDetail,
  type RecipeDetailProps,
  RecipeDetailSkeleton,
} from '../components/RecipeDetail/RecipeDetail.tsx';
import { EmptyState } from '../primitives/EmptyState/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export interface RecipeScreenProps {
  shell: Shell;
  /** Null until the recipe has loaded. */
  detail: RecipeDetailProps | null;
  /** The recipe could not be loaded. */
  failed?: boolean;
}

/** /recipe/{id}: the detail as a full page; a skeleton until the recipe has loaded. */
export function RecipeScreen({ shell, detail, failed = false }: RecipeScreenProps) {
  return (
    <AppShell {...shell}>
      {detail ? (
        <RecipeDetail {...detail} />
      ) : failed ? (
        <>
          <VisuallyHidden.Root asChild>
            <h1>Recipe</h1>
          </VisuallyHidden.Root>
          <EmptyState message="This recipe could not be loaded." />
        </>
      ) : (
        <>
          <VisuallyHidden.Root asChild>
            <h1>Recipe</h1>
          </VisuallyHidden.Root>
          <RecipeDetailSkeleton />
        </>
      )}
    </AppShell>
  );
}
RecipeScreen.displayName = 'RecipeScreen';
