import type { CookVisibility } from '@potluck/contract';

/** One cook as a recipe's list draws it: the words already said by the selector. */
export interface CookRowData {
  id: string;
  username: string;
  /** The cook's profile page. */
  profileTo: string;
  avatar: string;
  /** 'today', '2 weeks ago' (the day cooked, in words). */
  dayWords: string;
  /** The day cooked (ISO), for the time element. */
  day: string;
  rating: number | null;
  /** Kept as text: markup is shown, never run. */
  note: string;
  /** Thumbnails' addresses. */
  photos: readonly string[];
  /** The viewer's own cook: it may be deleted. */
  own: boolean;
  /** Its delete is on its way. */
  deleting: boolean;
}

/** What "I cooked this" holds while the member fills it in. */
export interface CookLogDraft {
  day: string;
  photos: readonly string[];
  note: string;
  rating: number | null;
  visibility: CookVisibility;
}
