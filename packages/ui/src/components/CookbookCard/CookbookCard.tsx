import clsx from 'clsx';
import { Globe, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { CardDelete } from '../CardDelete/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './CookbookCard.module.css';

export interface CookbookCardData {
  id: string;
  title: string;
  /** URL of the cover (cover1.JPG … cover9.JPG from the site root). */
  coverUrl: string;
  isPublic: boolean;
}

export interface CookbookCardProps {
  cookbook: CookbookCardData;
  Link?: LinkComponent;
  /** Owner actions: delete (top right) and privacy toggle (bottom right). */
  onDelete?: ((event: { id: string }) => void) | undefined;
  onTogglePrivacy?: ((event: { id: string; isPublic: boolean }) => void) | undefined;
  /** A marker over the cover's top left corner (the owner's 'Private' on a profile). */
  mark?: ReactNode;
  className?: string;
}

/** A cookbook: its cover and title, linking to /cookbook/{id}. */
export function CookbookCard({
  cookbook,
  Link = AnchorLink,
  onDelete,
  onTogglePrivacy,
  mark,
  className,
}: CookbookCardProps) {
  const { id, title, isPublic } = cookbook;
  return (
    <Card asChild padding="none" interactive className={clsx(styles.card, className)}>
      <article aria-label={title}>
        <Link to={`/cookbook/${id}`} className={styles.link}>
          <img className={styles.cover} src={cookbook.coverUrl} alt="" loading="lazy" />
          <span className={styles.title}>{title}</span>
          {mark}
        </Link>
        {onDelete && (
          <CardDelete
            className={styles.delete}
            label={`Delete ${title}`}
            action="Delete"
            title={title}
            onSelect={() => onDelete({ id })}
          />
        )}
        {onTogglePrivacy ? (
          <IconButton
            className={styles.privacy}
            variant="overlay"
            size="sm"
            aria-label={isPublic ? `${title} is public. Make private` : `${title} is private. Make public`}
            data-public={isPublic || undefined}
            icon={isPublic ? <Globe /> : <Lock />}
            onClick={() => onTogglePrivacy({ id, isPublic: !isPublic })}
          />
        ) : null}
      </article>
    </Card>
  );
}
CookbookCard.displayName = 'CookbookCard';

export function CookbookCardSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton shape="image" />
      <Skeleton shape="text" style={{ inlineSize: '70%' }} />
    </div>
  );
}
CookbookCardSkeleton.displayName = 'CookbookCard.Skeleton';
