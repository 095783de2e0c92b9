import { User } from 'lucide-react';
import { type ShareChoice, ShareDialog, type ShareDialogProps } from '../ShareDialog/index.ts';

export interface SharePlanDialogProps
  extends Pick<ShareDialogProps, 'open' | 'onOpenChange' | 'status' | 'busy' | 'error' | 'onRetry'> {
  friends: readonly ShareChoice[];
  onShare: (share: { memberId: string }) => void;
  onUnshare: (unshare: { shareId: string }) => void;
}

/** Share the meal plan with friends (a household plans together); they see and change it, live. */
export function SharePlanDialog({ friends, onShare, onUnshare, ...props }: SharePlanDialogProps) {
  return (
    <ShareDialog
      {...props}
      title="Share meal plan"
      description="Friends you share it with can add, move and remove entries, and see changes as they happen."
      loadingLabel="Loading friends"
      failedMessage="Could not load your friends."
      groups={[
        {
          title: 'Friends',
          choices: friends,
          empty: 'Add friends to share your plan with them.',
          icon: <User />,
          onShare: (memberId) => onShare({ memberId }),
        },
      ]}
      onUnshare={(shareId) => onUnshare({ shareId })}
    />
  );
}
SharePlanDialog.displayName = 'SharePlanDialog';
