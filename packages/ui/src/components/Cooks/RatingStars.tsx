import { ratingWords } from '@potluck/domain';
import { Star } from 'lucide-react';
import { useId } from 'react';
import styles from './Cooks.module.css';

const stars = [1, 2, 3, 4, 5] as const;

/** A rating as five stars, read as 'Rated 4 of 5'. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={ratingWords(rating)} className={styles.stars}>
      {stars.map((star) => (
        <Star key={star} aria-hidden="true" data-filled={star <= rating || undefined} />
      ))}
    </span>
  );
}
RatingStars.displayName = 'Cooks.RatingStars';

export interface RatingInputProps {
  value: number | null;
  onChange: (change: { rating: number | null }) => void;
  disabled?: boolean | undefined;
}

/** A rating from 1 to 5 (optional): a radio group of stars named '1 star' … '5 stars', and 'No rating'. */
export function RatingInput({ value, onChange, disabled = false }: RatingInputProps) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>Rating (optional)</legend>
      <div className={styles.ratingInput}>
        {stars.map((star) => (
          <label key={star} className={styles.starChoice} data-filled={(value ?? 0) >= star || undefined}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange({ rating: star })}
              className={styles.visuallyHidden}
            />
            <Star aria-hidden="true" />
            <span className={styles.visuallyHidden}>{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
        <label className={styles.noRating}>
          <input
            type="radio"
            name={name}
            value=""
            checked={value === null}
            onChange={() => onChange({ rating: null })}
          />
          No rating
        </label>
      </div>
    </fieldset>
  );
}
RatingInput.displayName = 'Cooks.RatingInput';
