import { chatTextValid, linkifyMessage } from '@potluck/domain';
import { SendHorizontal } from 'lucide-react';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import type { FriendRow } from '../FriendRow/index.ts';
import styles from './ChatPanel.module.css';

export interface ChatMessageData {
  id: string;
  text: string;
  createdAt: string;
  /** Sent by the member looking at the chat. */
  mine: boolean;
}

export interface ConversationProps {
  friend: FriendRow;
  status: 'loading' | 'ready';
  messages: readonly ChatMessageData[];
  draft: string;
  onDraftChange: (event: { text: string }) => void;
  onSend: (event: { text: string }) => void;
  sending?: boolean;
}

/** One conversation: messages (links clickable) and a box to send; blank text is not sent. */
export function Conversation({
  friend,
  status,
  messages,
  draft,
  onDraftChange,
  onSend,
  sending,
}: ConversationProps) {
  return (
    <>
      <div className={styles.messages}>
        {status === 'loading' && <Spinner label="Loading messages" />}
        {status === 'ready' && messages.length === 0 && (
          <div className={styles.empty}>
            <p>No messages yet</p>
            <p>Start a chat!</p>
          </div>
        )}
        {status === 'ready' && messages.length > 0 && (
          <ol className={styles.messageList} aria-label={`Messages with ${friend.username}`}>
            {messages.map((message) => (
              <li key={message.id} className={styles.message} data-mine={message.mine || undefined}>
                {linkifyMessage(message.text).map((segment, index) =>
                  segment.kind === 'link' ? (
                    <a key={`${index}-${segment.href}`} href={segment.href} target="_blank" rel="noreferrer">
                      {segment.text}
                    </a>
                  ) : (
                    <span key={`${index}-${segment.text}`}>{segment.text}</span>
                  ),
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <form
        className={styles.compose}
        onSubmit={(event) => {
          event.preventDefault();
          if (chatTextValid(draft)) onSend({ text: draft.trim() });
        }}
      >
        <input
          className={styles.input}
          aria-label={`Message ${friend.username}`}
          placeholder="Type a message…"
          value={draft}
          onChange={(event) => onDraftChange({ text: event.target.value })}
        />
        <IconButton
          type="submit"
          variant="solid"
          aria-label="Send"
          icon={<SendHorizontal />}
          disabled={!chatTextValid(draft) || sending}
        />
      </form>
    </>
  );
}
Conversation.displayName = 'ChatPanel.Conversation';
