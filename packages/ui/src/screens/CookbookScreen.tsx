import { CookbookDetail, type CookbookDetailProps } from '../components/CookbookDetail/index.ts';
import {
  InviteCollaboratorDialog,
  type InviteCollaboratorDialogProps,
} from '../components/InviteCollaboratorDialog/index.ts';
import { RecipeModal, type RecipeModalProps } from '../components/RecipeDetail/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../primitives/ConfirmDialog/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export interface CookbookScreenProps {
  shell: Shell;
  detail: CookbookDetailProps;
  invite?: InviteCollaboratorDialogProps | undefined;
  modal?: RecipeModalProps | undefined;
  confirmRemove?: Omit<ConfirmDialogProps, 'title' | 'message'> | undefined;
}

/** /cookbook/{id}: the cookbook, the invite dialog and recipes opening in a modal. */
export function CookbookScreen({ shell, detail, invite, modal, confirmRemove }: CookbookScreenProps) {
  return (
    <AppShell {...shell}>
      <CookbookDetail {...detail} />
      {invite && <InviteCollaboratorDialog {...invite} />}
      {modal && <RecipeModal {...modal} />}
      {confirmRemove && (
        <ConfirmDialog
          title="Remove recipe"
          message="Are you sure you want to remove this recipe?"
          confirmLabel="Remove"
          {...confirmRemove}
        />
      )}
    </AppShell>
  );
}
CookbookScreen.displayName = 'CookbookScreen';
