// What a member cooked, on a profile (issue 41): someone else's cooks as the viewer may see them, or on the
// member's own profile their history, a recipe a row ("You cooked this 3 times; last: 2 weeks ago"). Paged with
// "Show more"; the app's machine owns every state.
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './FriendsCooked.module.css';
import { CookCard, type CookCardItem, CookRating } from './FriendsCooked.tsx';

/** A recipe of the member's history. */
export interface CookHistoryItem {
  id: string;
  photo: string | null;
  recipeTitle: string;
  recipeHref: string | null;
  /** "You cooked this 3 times; last: 2 weeks ago". */
  words: string;
  rating: number | null;
  ratingWords: string;
}

export const memberCooksStates = ['loading', 'none', 'shown', 'failed'] as const;
export type MemberCooksState = (typeof memberCooksStates)[number];

export interface MemberCooksProps {
  state: MemberCooksState;
  /** "What kenji cooked", "Your cooking". */
  heading: string;
  /** Said when there is nothing to show. */
  emptyWords: string;
  /** Someone else's cooks… */
  cooks: CookCardItem[];
  /** …or the member's own history. */
  history: CookHistoryItem[];
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => void;
  onRetry: () => void;
  Link?: LinkComponent | undefined;
}

function HistoryRow({ row, Link }: { row: CookHistoryItem; Link: LinkComponent }) {
  return (
    <article className={styles.historyRow}>
      {row.photo ? (
        <img className={styles.thumb} src={row.photo} alt="" loading="lazy" />
      ) : (
        <div className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.body}>
        {row.recipeHref ? (
          <Link to={row.recipeHref} className={styles.title}>
            {row.recipeTitle}
          </Link>
        ) : (
          <span className={styles.title}>{row.recipeTitle}</span>
        )}
        <span className={styles.meta}>
          <span>{row.words}</span>
          <CookRating rating={row.rating} words={row.ratingWords} />
        </span>
      </div>
    </article>
  );
}

/** A profile's section of cooks (or the member's history), paged. */
export function MemberCooks({
  state,
  heading,
  emptyWords,
  cooks,
  history,
  hasMore,
  loadingMore,
  moreFailed,
  onMore,
  onRetry,
  Link = AnchorLink,
}: MemberCooksProps) {
  return (
    <section
      className={styles.section}
      aria-labelledby="member-cooks-title"
      aria-busy={state === 'loading' || undefined}
    >
      <h2 id="member-cooks-title" className={styles.heading}>
        {heading}
      </h2>
      {state === 'loading' && (
        <div className={styles.skeletons}>
          {[0, 1].map((n) => (
            <div key={n} className={styles.skeleton}>
              <Skeleton shape="image" />
            </div>
          ))}
        </div>
      )}
      {state === 'none' && <p className={styles.loading}>{emptyWords}</p>}
      {state === 'failed' && (
        <p className={styles.failed}>
          The cooks could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => onRetry()}>
            Try again
          </Button>
        </p>
      )}
      {state === 'shown' && (
        <>
          <ul className={cooks.length > 0 ? styles.grid : styles.rows}>
            {cooks.map((cook) => (
              <li key={cook.id}>
                <CookCard cook={cook} Link={Link} />
              </li>
            ))}
            {history.map((row) => (
              <li key={row.id}>
                <HistoryRow row={row} Link={Link} />
              </li>
            ))}
          </ul>
          {hasMore && (
            <p className={styles.failed}>
              {moreFailed && <span>More could not be loaded.</span>}
              <Button variant="ghost" size="sm" loading={loadingMore} onClick={() => onMore()}>
                {moreFailed ? 'Try again' : 'Show more'}
              </Button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
MemberCooks.displayName = 'MemberCooks';
