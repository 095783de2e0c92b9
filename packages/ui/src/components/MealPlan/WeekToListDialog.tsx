import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';

export interface WeekToListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The week's recipes already put on a shopping list, and those not yet. */
  addedBefore: number;
  notAddedYet: number;
  onAddNew: () => void;
  onAddAll: () => void;
}

const recipes = (count: number) => (count === 1 ? '1 recipe' : `${count} recipes`);

/**
 * Asked before "Add this week to the shopping list" adds a recipe a second time: only the recipes not added yet,
 * or all of them again (a second shop for the same meals), or neither.
 */
export function WeekToListDialog(props: WeekToListDialogProps) {
  const { open, onOpenChange, addedBefore, notAddedYet } = props;
  const all = addedBefore + notAddedYet;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Some of these were already added"
      description={`${recipes(addedBefore)} of this week ${addedBefore === 1 ? 'is' : 'are'} on the shopping list already. Add them again?`}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="secondary" onClick={() => props.onAddAll()}>
            Add all {recipes(all)} again
          </Button>
          {notAddedYet > 0 && (
            <Button onClick={() => props.onAddNew()}>
              Add only the {recipes(notAddedYet)} not added yet
            </Button>
          )}
        </>
      }
    />
  );
}
WeekToListDialog.displayName = 'WeekToListDialog';
