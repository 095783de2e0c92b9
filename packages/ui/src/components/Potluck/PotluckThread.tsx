import { Button } from '../../primitives/Button/index.ts';
import { TextArea } from '../../primitives/TextArea/index.ts';
import styles from './Potluck.module.css';

export interface PotluckThreadProps {
  status: 'loading' | 'failed' | 'ready';
  /** Newest first. */
  messages: readonly { id: string; author: string; text: string; when: string }[];
  draft: string;
  sending: boolean;
  /** Null on a cancelled potluck. */
  onDraftChange: ((change: { text: string }) => void) | null;
  onSend: () => void;
}

/** The potluck's thread, for everyone invited; new messages arrive live. */
export function PotluckThread(props: PotluckThreadProps) {
  const { onDraftChange } = props;
  return (
    <section className={styles.section} aria-labelledby="potluck-thread">
      <h2 id="potluck-thread" className={styles.sectionTitle}>
        Talk
      </h2>
      {onDraftChange && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSend();
          }}
        >
          <TextArea
            label="Message to everyone invited"
            value={props.draft}
            maxLength={1000}
            onChange={(event) => onDraftChange({ text: event.target.value })}
          />
          <div>
            <Button type="submit" size="sm" loading={props.sending} disabled={!props.draft.trim()}>
              Send
            </Button>
          </div>
        </form>
      )}
      {props.status === 'loading' && <p className={styles.muted}>Loading the messages…</p>}
      {props.status === 'failed' && <p className={styles.muted}>The messages could not be loaded.</p>}
      {props.status === 'ready' && props.messages.length === 0 && (
        <p className={styles.muted}>No messages yet.</p>
      )}
      <ul className={styles.messages} aria-label="Messages">
        {props.messages.map((message) => (
          <li key={message.id} className={styles.message}>
            <span>
              <span className={styles.author}>{message.author}</span>{' '}
              <span className={styles.muted}>{message.when}</span>
            </span>
            <span>{message.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
PotluckThread.displayName = 'PotluckThread';
