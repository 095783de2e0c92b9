import { hostAgainLinkWords } from '@potluck/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './Potluck.module.css';

export interface HostAgainDialogProps {
  open: boolean;
  day: string;
  time: string;
  sending: boolean;
  /**
   * The members who came with the join link (not the host's friends, so asked about): how many, and whether to
   * invite them again. Null when none came by the link. Guests without an account are never carried over.
   */
  linkPeople?: {
    count: number;
    invite: boolean;
    onInviteChange: (change: { invite: boolean }) => void;
  } | null;
  onOpenChange: (open: boolean) => void;
  onChange: (change: { day?: string; time?: string }) => void;
  onSend: () => void;
}

/** "Host again": the same courses and guests on a new day. */
export function HostAgainDialog(props: HostAgainDialogProps) {
  const { linkPeople } = props;
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Host again"
      description="The same title, place, courses and guests, on a new day."
      size="sm"
    >
      <div className={styles.form}>
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
        {linkPeople && linkPeople.count > 0 && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={linkPeople.invite}
              onChange={(event) => linkPeople.onInviteChange({ invite: event.target.checked })}
            />
            {hostAgainLinkWords(linkPeople.count)}
          </label>
        )}
        <div>
          <Button loading={props.sending} onClick={() => props.onSend()}>
            Host it
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
HostAgainDialog.displayName = 'HostAgainDialog';
