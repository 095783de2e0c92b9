import { MoreHorizontal, Trash2 } from 'lucide-react';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/index.ts';
import { DropdownMenu } from '../../primitives/DropdownMenu/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './Cooks.module.css';
import { RatingStars } from './RatingStars.tsx';
import type { CookRowData } from './types.ts';

export const cookListStatuses = ['loading', 'failed', 'ready'] as const;
export type CookListStatus = (typeof cookListStatuses)[number];
/** 'Show more': none (the last page), offered, on its way, or failed (offered again). */
export const cookListMores = ['none', 'offered', 'loading', 'failed'] as const;
export type CookListMore = (typeof cookListMores)[number];

export interface CookListProps {
  status: CookListStatus;
  cooks: readonly CookRowData[];
  more: CookListMore;
  onMore: () => void;
  onRetry: () => void;
  onDelete: (event: { cookId: string }) => void;
  /** 'Delete this cook?' is asked (the machine's confirmingDelete). */
  confirmingDelete: boolean;
  onDeleteConfirm: () => void;
  onDeleteCancel: () => void;
  Link?: LinkComponent | undefined;
}

/** The cooks of a recipe the viewer may see, newest first, paged. */
export function CookList({
  status,
  cooks,
  more,
  onMore,
  onRetry,
  onDelete,
  confirmingDelete,
  onDeleteConfirm,
  onDeleteCancel,
  Link = AnchorLink,
}: CookListProps) {
  if (status === 'loading')
    return (
      <div role="status" aria-label="Loading cooks" className={styles.list}>
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </div>
    );
  if (status === 'failed')
    return (
      <p role="alert" className={styles.muted}>
        Cooks could not be loaded.{' '}
        <Button variant="ghost" size="sm" onClick={() => onRetry()}>
          Try again
        </Button>
      </p>
    );
  return (
    <>
      {cooks.length > 0 && (
        <ul className={styles.list} aria-label="Cooks">
          {cooks.map((cook) => (
            <li key={cook.id} className={styles.cook}>
              <div className={styles.cookHead}>
                <Avatar src={cook.avatar} name={cook.username} size="sm" />
                <Link to={cook.profileTo}>{cook.username}</Link>
                <time dateTime={cook.day} className={styles.muted}>
                  {cook.dayWords}
                </time>
                {cook.rating !== null && <RatingStars rating={cook.rating} />}
                {cook.own && (
                  // The own cook's actions behind ⋯, as a plan entry's and a card's are.
                  <span className={styles.delete}>
                    <DropdownMenu
                      label={`Your cook of ${cook.dayWords}`}
                      trigger={
                        <IconButton
                          aria-label={`More for your cook of ${cook.dayWords}`}
                          icon={<MoreHorizontal />}
                          size="sm"
                          disabled={cook.deleting}
                        />
                      }
                      items={[
                        {
                          label: 'Delete',
                          icon: <Trash2 />,
                          tone: 'danger',
                          onSelect: () => onDelete({ cookId: cook.id }),
                        },
                      ]}
                    />
                  </span>
                )}
              </div>
              {cook.note && <p className={styles.note}>{cook.note}</p>}
              {cook.photos.length > 0 && (
                <ul className={styles.photos} aria-label={`Photos by ${cook.username}`}>
                  {cook.photos.map((photo, index) => (
                    <li key={`${index}-${photo}`}>
                      <img
                        src={photo}
                        alt={`The dish as ${cook.username} made it, ${index + 1} of ${cook.photos.length}`}
                        loading="lazy"
                        decoding="async"
                        className={styles.thumbnail}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {more !== 'none' && (
        <div className={styles.more}>
          {more === 'failed' && (
            <p role="alert" className={styles.muted}>
              More cooks could not be loaded.
            </p>
          )}
          <Button variant="secondary" size="sm" loading={more === 'loading'} onClick={() => onMore()}>
            {more === 'failed' ? 'Try again' : 'Show more'}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={(open) => !open && onDeleteCancel()}
        title="Delete this cook?"
        message="It leaves your cooking log, and the recipe's count, for good."
        onConfirm={() => onDeleteConfirm()}
      />
    </>
  );
}
CookList.displayName = 'Cooks.List';
