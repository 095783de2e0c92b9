import { Dialog } from '../../primitives/Dialog/index.ts';
import { RecipeDetail, type RecipeDetailProps, RecipeDetailSkeleton } from './RecipeDetail.tsx';

export interface RecipeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent while the recipe loads. */
  detail: RecipeDetailProps | null;
  /** Names the dialog before the recipe's own title is known. */
  title?: string;
}

/** The recipe detail over the page it was opened from; Escape or a backdrop click closes it. */
export function RecipeModal({ open, onOpenChange, detail, title }: RecipeModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={detail?.recipe.title ?? title ?? 'Recipe'}
      hideTitle
      size="lg"
    >
      {detail ? <RecipeDetail {...detail} /> : <RecipeDetailSkeleton />}
    </Dialog>
  );
}
RecipeModal.displayName = 'RecipeModal';
