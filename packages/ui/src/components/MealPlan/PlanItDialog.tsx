import { Dialog } from '../../primitives/Dialog/index.ts';
import { PlanItForm, type PlanItFormProps } from '../RecipeDetail/PlanIt.tsx';

export interface PlanItDialogProps extends PlanItFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The recipe being planned. */
  title: string;
}

/** "Plan it" from a recipe card's ⋯ menu: the same choices as on the recipe's page, in a dialog. */
export function PlanItDialog({ open, onOpenChange, title, ...form }: PlanItDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Plan ${title}`}
      description="Choose the day, the meal and how many it serves."
      size="sm"
    >
      <PlanItForm {...form} />
    </Dialog>
  );
}
PlanItDialog.displayName = 'PlanItDialog';
