import clsx from 'clsx';
import { Globe, Lock, Trash2 } from 'lucide-react';
import { Card } from '../../primitives/Card/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
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
  className?: string;
}

/** A cookbook: its cover and title, linking to /cookbook/{id}. */
export function CookbookCard({
  cookbook,
  Link = AnchorLink,
  onDelete,
  onTogglePrivacy,
  className,
}: CookbookCardProps) {
  const { id, title, isPublic } = cookbook;
  return (
    <Card asChild padding="none" interactive className={clsx(styles.card, className)}>
      <article aria-label={title}>
        <Link to={`/cookbook/${id}`} className={styles.link}>
          <img className={styles.cover} src={cookbook.coverUrl} alt="" loading="lazy" />
          <span className={styles.title}>{title}</span>
        </Link>
        {onDelete && (
          <IconButton
            className={styles.delete}
            variant="danger"
            size="sm"
            aria-label={`Delete ${title}`}
            icon={<Trash2 />}
            onClick={() => onDelete({ id })}
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
