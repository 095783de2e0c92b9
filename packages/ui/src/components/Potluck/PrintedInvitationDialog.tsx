import { Printer, QrCode as QrIcon } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { LazyQrCode } from './LazyQrCode.tsx';
import styles from './LinkPanel.module.css';

export interface PrintedInvitationDialogProps {
  /** The join link the code opens. */
  url: string;
  title: string;
  /** "Sunday, 6 December 2026 at 13:00". */
  when: string;
  place: string;
  /** "Hosted by Maria Rossi"; empty: not said. */
  hostLine: string;
  /** Open and closed by the app when given; else the dialog keeps its own (it changes nothing). */
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

const fileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'potluck'
  }-qr.svg`;

/**
 * A printed invitation: the potluck's title, day and place and a QR code of the join link, to print or to put on a
 * card of one's own. The code (and its library) is drawn only once the dialog opens.
 */
export function PrintedInvitationDialog(props: PrintedInvitationDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="A printed invitation"
      description="Scanning the code opens the join link: guests answer with an account or just their name."
      size="sm"
      trigger={
        <Button variant="secondary">
          <QrIcon aria-hidden="true" />
          QR code for a printed invitation
        </Button>
      }
      footer={
        // Printing is the browser's: the page's print rules show the invitation alone.
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      }
    >
      <div className={styles.printable} data-print-invitation="">
        <p className={styles.eyebrow}>You’re invited</p>
        <p className={styles.printTitle}>{props.title}</p>
        <p>{props.when}</p>
        {props.place && <p>{props.place}</p>}
        {props.hostLine && <p className={styles.muted}>{props.hostLine}</p>}
        <LazyQrCode value={props.url} label="QR code of the join link" downloadName={fileName(props.title)} />
        <p className={styles.url}>{props.url}</p>
      </div>
    </Dialog>
  );
}
PrintedInvitationDialog.displayName = 'PrintedInvitationDialog';
