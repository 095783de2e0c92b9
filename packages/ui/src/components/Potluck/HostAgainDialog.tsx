import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Potluck.module.css';

export interface HostAgainDialogProps {
  open: boolean;
  day: string;
  time: string;
  sending: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (change: { day?: string; time?: string }) => void;
  onSend: () => void;
}

/** "Host again": the same courses and guests on a new day. */
export function HostAgainDialog(props: HostAgainDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Host again"
      description="The same title, place, courses and guests, on a new day."
      size="sm"
    >
      <div className={styles.row}>
        <TextField
          label="Day"
          type="date"
          value={props.day}
          onChange={(e) => props.onChange({ day: e.target.value })}
        />
        <TextField
          label="Time"
          type="time"
          value={props.time}
          onChange={(e) => props.onChange({ time: e.target.value })}
        />
      </div>
      <div>
        <Button loading={props.sending} onClick={() => props.onSend()}>
          Host it
        </Button>
      </div>
    </Dialog>
  );
}
HostAgainDialog.displayName = 'HostAgainDialog';
