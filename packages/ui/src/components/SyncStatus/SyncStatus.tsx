import { CloudOff } from 'lucide-react';
import styles from './SyncStatus.module.css';

/** Where the member's changes are: all with the server, on their way, or kept on the device. */
export type SyncState = 'saved' | 'sending' | 'offline' | 'retrying';

export interface SyncStatusProps {
  sync: SyncState;
  /** Changes kept on the device, not yet sent. */
  pendingCount: number;
  /** What is on screen, as the offline line names it: "list", "plan". */
  thing: string;
}

const changesText = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

function syncText({ sync, pendingCount, thing }: SyncStatusProps): string {
  const changes = changesText(pendingCount);
  switch (sync) {
    case 'sending':
      return 'Saving…';
    case 'offline':
      return pendingCount > 0
        ? `You are offline. ${changes} kept on this device will be sent when you are back online.`
        : `You are offline. This is the ${thing} as it was when you were last online.`;
    case 'retrying':
      return `The server is busy. ${changes} kept on this device will be sent shortly.`;
    default:
      return 'All changes saved';
  }
}

/**
 * The line under a thing the member changes offline-first (the shopping list, the meal plan): saved, saving, or
 * kept on the device while offline or while the server is busy. Read out politely as it changes.
 */
export function SyncStatus(props: SyncStatusProps) {
  return (
    <p className={styles.sync} data-sync={props.sync} role="status" aria-live="polite">
      {props.sync === 'offline' && <CloudOff aria-hidden="true" />}
      {syncText(props)}
    </p>
  );
}
SyncStatus.displayName = 'SyncStatus';
