// "Your friends cooked" (issue 41): a row of friends' recent cooks on a member's home page. The app makes the
// items from the server's cooks (app/selectors/friendsCooked.ts) and draws nothing at all when there are none.
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { HorizontalScroller } from '../HorizontalScroller/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './FriendsCooked.module.css';

/** One friend's cook as a card shows it. */
export interface CookCardItem {
  id: string;
  /** The cook's first photo, else the recipe's picture; null for neither. */
  photo: string | null;
  memberName: string;
  /** The member's picture (the default one when they have none). */
  memberAvatar?: string | null | undefined;
  recipeTitle: string;
  /** Where the recipe opens; null when the recipe is gone. */
  recipeHref: string | null;
  /** "yesterday", "2 weeks ago". */
  dayWords: string;
  rating: number | null;
  /** "Rated 4 of 5"; empty without a rating. */
  ratingWords: string;
}

export const friendsCookedStates = ['loading', 'some', 'none', 'failed'] as const;
export type FriendsCookedState = (typeof friendsCookedStates)[number];

export interface FriendsCookedProps {
  state: FriendsCookedState;
  cooks: CookCardItem[];
  onRetry?: (() => void) | undefined;
  Link?: LinkComponent | undefined;
}

/** Five stars, the rating's filled: read as "Rated 4 of 5" (the stars themselves are hidden from screen readers). */
export function CookRating({ rating, words }: { rating: number | null; words: string }) {
  if (rating === null) return null;
  return (
    <span className={styles.rating} role="img" aria-label={words}>
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span aria-hidden="true" className={styles.unrated}>
        {'★'.repeat(5 - rating)}
      </span>
    </span>
  );
}
CookRating.displayName = 'CookRating';

/** A cook as a card: photo, who cooked it, the recipe (a link), the day and the rating. */
export function CookCard({
  cook,
  Link = AnchorLink,
}: {
  cook: CookCardItem;
  Link?: LinkComponent | undefined;
}) {
  return (
    <article className={styles.card}>
      {cook.photo ? (
        <img className={styles.photo} src={cook.photo} alt="" loading="lazy" />
      ) : (
        <div className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <span className={styles.member}>
          {/* A plain picture, not the Avatar primitive: this row is a chunk of its own, and Radix's avatar in it
              split the landing page's shared chunks (its initial script grew 0.2 KB past its budget). */}
          {cook.memberAvatar && <img className={styles.avatar} src={cook.memberAvatar} alt="" />}
          <span className={styles.name}>{cook.memberName}</span>
        </span>
        {cook.recipeHref ? (
          <Link to={cook.recipeHref} className={styles.title}>
            {cook.recipeTitle}
          </Link>
        ) : (
          <span className={styles.title}>{cook.recipeTitle}</span>
        )}
        <span className={styles.meta}>
          <span>{cook.dayWords}</span>
          <CookRating rating={cook.rating} words={cook.ratingWords} />
        </span>
      </div>
    </article>
  );
}
CookCard.displayName = 'CookCard';

function Section({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="friends-cooked-title" aria-busy={busy || undefined}>
      <h2 id="friends-cooked-title" className={styles.heading}>
        Your friends cooked
      </h2>
      <div className={styles.area}>{children}</div>
    </section>
  );
}

/** The home page's row: one height in every state, a word when no friend's cook may be seen. */
export function FriendsCooked({ state, cooks, onRetry, Link = AnchorLink }: FriendsCookedProps) {
  // The row keeps its place when there is nothing to show: the grid below it never moves (docs/benchmarks.md).
  if (state === 'none')
    return (
      <Section>
        <p className={styles.empty}>When your friends say “I cooked this”, their dishes show here.</p>
      </Section>
    );
  if (state === 'loading') {
    return (
      <Section busy>
        <p className={styles.loading}>Loading your friends’ cooks…</p>
        <div className={styles.skeletons}>
          {[0, 1, 2].map((n) => (
            <div key={n} className={styles.skeleton}>
              <Skeleton shape="image" />
            </div>
          ))}
        </div>
      </Section>
    );
  }
  if (state === 'failed') {
    return (
      <Section>
        <p className={styles.failed}>
          Your friends’ cooks could not be loaded.{' '}
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={() => onRetry()}>
              Try again
            </Button>
          )}
        </p>
      </Section>
    );
  }
  return (
    <Section>
      <HorizontalScroller label="Your friends’ recent cooks">
        {cooks.map((cook) => (
          <CookCard key={cook.id} cook={cook} Link={Link} />
        ))}
      </HorizontalScroller>
    </Section>
  );
}
FriendsCooked.displayName = 'FriendsCooked';
