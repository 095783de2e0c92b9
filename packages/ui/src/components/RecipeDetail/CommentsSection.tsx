import { commentCounter, dateWords, limits } from '@potluck/domain';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { TextArea } from '../../primitives/TextArea/index.ts';
import styles from './RecipeDetail.module.css';
import type { CommentData } from './types.ts';

export const commentsStatuses = ['collapsed', 'loading', 'ready', 'failed'] as const;
export type CommentsStatus = (typeof commentsStatuses)[number];

export interface CommentsSectionProps {
  /** collapsed by default; the first expand loads the comments; failed when they could not be loaded. */
  status: CommentsStatus;
  comments: readonly CommentData[];
  /** How many are shown (3, then 3 more per Load more); the machine owns the number. */
  visibleCount: number;
  /** The total shown in the heading before comments are loaded. */
  count: number;
  /** Comments by this member get the 'Author' badge. */
  authorUsername?: string | null | undefined;
  onExpand: () => void;
  onCollapse: () => void;
  onLoadMore: () => void;
  /** What is typed in 'Add a comment' (kept after a failed post; cleared once posted). */
  draft: string;
  onDraftChange: (event: { text: string }) => void;
  /** Posts the draft; a draft under 3 characters is refused with 'Comment is too short!'. */
  onPost: () => void;
  /** Loads the comments again after a failure. */
  onRetry?: (() => void) | undefined;
  posting?: boolean;
}

export function CommentsSection({
  status,
  comments,
  visibleCount,
  count,
  authorUsername,
  onExpand,
  onCollapse,
  onLoadMore,
  draft,
  onDraftChange,
  onPost,
  onRetry,
  posting = false,
}: CommentsSectionProps) {
  const panelId = useId();
  const expanded = status !== 'collapsed';
  return (
    <section className={styles.section} aria-labelledby={`${panelId}-heading`}>
      <h2 id={`${panelId}-heading`} className={styles.heading}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => (expanded ? onCollapse() : onExpand())}
        >
          <MessageCircle aria-hidden="true" />
          Comments ({count})
          <ChevronDown aria-hidden="true" className={styles.chevron} data-open={expanded || undefined} />
        </button>
      </h2>
      <div id={panelId} hidden={!expanded} className={styles.comments}>
        {status === 'loading' && (
          <div role="status" aria-label="Loading comments" className={styles.commentList}>
            <Skeleton shape="block" />
            <Skeleton shape="block" />
          </div>
        )}
        {status === 'failed' && (
          <p role="alert" className={styles.muted}>
            Comments could not be loaded.{' '}
            {onRetry && (
              <Button variant="ghost" size="sm" onClick={() => onRetry()}>
                Try again
              </Button>
            )}
          </p>
        )}
        {status === 'ready' && comments.length === 0 && <p className={styles.muted}>No comments yet.</p>}
        {status === 'ready' && comments.length > 0 && (
          <ul className={styles.commentList}>
            {comments.slice(0, visibleCount).map((comment) => (
              <li key={comment.id} className={styles.comment}>
                <p className={styles.commentMeta}>
                  <strong>{comment.username}</strong>
                  {authorUsername && comment.username === authorUsername && (
                    <Badge tone="primary">Author</Badge>
                  )}
                  <time dateTime={comment.createdAt} className={styles.muted}>
                    {dateWords(comment.createdAt)}
                  </time>
                </p>
                <p className={styles.commentText}>{comment.text}</p>
              </li>
            ))}
          </ul>
        )}
        {status === 'ready' && comments.length > visibleCount && (
          <Button variant="ghost" size="sm" onClick={() => onLoadMore()}>
            Load more
          </Button>
        )}
        {expanded && (
          <form
            className={styles.commentForm}
            onSubmit={(event) => {
              event.preventDefault();
              onPost();
            }}
          >
            <TextArea
              label="Add a comment"
              maxLength={limits.commentMax}
              counter={commentCounter}
              value={draft}
              onChange={(event) => onDraftChange({ text: event.target.value })}
              rows={2}
            />
            <Button type="submit" size="sm" loading={posting}>
              Post
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
CommentsSection.displayName = 'RecipeDetail.Comments';
