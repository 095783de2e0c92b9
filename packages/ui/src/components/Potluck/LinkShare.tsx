import { Check, Copy, Share2 } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './LinkPanel.module.css';

export interface LinkShareProps {
  /** Names the link's field: "Join link", "Your private link". */
  label: string;
  url: string;
  /** Copies the address (the app writes it to the clipboard and says so). */
  onCopy: () => void;
  /** The device's share sheet (navigator.share); null where the device has none. */
  onShare: (() => void) | null;
  /** Just copied: the button says so for a moment. */
  copied?: boolean | undefined;
  /** What Copy and Share name for a screen reader: "the join link" → "Copy the join link". */
  what?: string | undefined;
}

/** A link to hand on: its address (selected whole on focus), Copy, and Share where the device can. */
export function LinkShare({
  label,
  url,
  onCopy,
  onShare,
  copied = false,
  what = label.toLowerCase(),
}: LinkShareProps) {
  return (
    <div className={styles.share}>
      <TextField
        label={label}
        value={url}
        readOnly
        className={styles.address}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.shareActions}>
        <Button variant="secondary" aria-label={`Copy ${what}`} onClick={() => onCopy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        {onShare && (
          <Button variant="secondary" aria-label={`Share ${what}`} onClick={() => onShare()}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
        )}
      </div>
    </div>
  );
}
LinkShare.displayName = 'LinkShare';
