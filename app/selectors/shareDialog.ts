// The share dialog of the shopping list and the meal plan (machines/support/shareDialog.ts, one region in both
// machines) as the props every ShareDialog takes: open or not, what it is doing, why the last change was refused,
// Done and Try again. Each screen's selector adds its own choices and its share and unshare events.
import type { ShareDialogProps } from '@potluck/ui';

/** What this reads of a snapshot of either machine. */
interface SharingSnapshot {
  matches(state: { ready: { view: 'sharing' } } | { ready: { view: { sharing: 'failed' } } }): boolean;
  hasTag(tag: 'loading-options' | 'busy'): boolean;
  context: { shareError: string | null };
}

export function shareDialogOf(
  snapshot: SharingSnapshot,
  send: (event: { type: 'share.close' } | { type: 'share.retry' }) => void,
): Pick<ShareDialogProps, 'open' | 'onOpenChange' | 'status' | 'busy' | 'error' | 'onRetry'> {
  return {
    open: snapshot.matches({ ready: { view: 'sharing' } }),
    onOpenChange: (open) => {
      if (!open) send({ type: 'share.close' });
    },
    status: snapshot.hasTag('loading-options')
      ? 'loading'
      : snapshot.matches({ ready: { view: { sharing: 'failed' } } })
        ? 'failed'
        : 'ready',
    busy: snapshot.hasTag('busy'),
    error: snapshot.context.shareError,
    onRetry: () => send({ type: 'share.retry' }),
  };
}
