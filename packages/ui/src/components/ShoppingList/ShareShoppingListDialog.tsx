import { BookOpen, User } from 'lucide-react';
import { type ShareChoice, ShareDialog, type ShareDialogProps } from '../ShareDialog/index.ts';

export interface ShareShoppingListDialogProps
  extends Pick<
    ShareDialogProps,
    'open' | 'onOpenChange' | 'status' | 'busy' | 'error' | 'onUnshare' | 'onRetry'
  > {
  friends: readonly ShareChoice[];
  /** Cookbooks the member owns: their owners, whoever they are at the time, share the list. */
  cookbooks: readonly ShareChoice[];
  onShare: (target: { memberId: string } | { cookbookId: string }) => void;
}

/** Share the shopping list with friends or with a cookbook's owners; they see every change live. */
export function ShareShoppingListDialog({
  friends,
  cookbooks,
  onShare,
  ...props
}: ShareShoppingListDialogProps) {
  return (
    <ShareDialog
      {...props}
      title="Share shopping list"
      description="Everyone you share it with can add, check off and delete items, and sees changes as they happen."
      loadingLabel="Loading friends and cookbooks"
      failedMessage="Could not load your friends and cookbooks."
      groups={[
        {
          title: 'Friends',
          choices: friends,
          empty: 'Add friends to share your list with them.',
          icon: <User />,
          onShare: (memberId) => onShare({ memberId }),
        },
        {
          title: 'Cookbooks',
          choices: cookbooks,
          empty: 'Cookbooks you own can share your list with their collaborators.',
          icon: <BookOpen />,
          onShare: (cookbookId) => onShare({ cookbookId }),
        },
      ]}
    />
  );
}
ShareShoppingListDialog.displayName = 'ShareShoppingListDialog';
