import { type IntoleranceCheckedRecipe, intoleranceChecker } from './intolerances.ts';
import { limits } from './limits.ts';
import { addDays, isIsoDate } from './mealPlan.ts';
import { isIntolerance } from './options.ts';
import { compareNames, fitAtWord, pluralWord, titleCase } from './text.ts';

// A potluck (issue 28): a host invites friends to a shared meal; each guest answers (going, maybe, can't go, and
// how many people they bring) and claims a place in a course with a recipe or a free text. The rules here are
// pure: the courses and their default places, every bound the server enforces before any work, the headcount,
// and "everyone can eat": what the guests avoid, what each dish contains of it (by the intolerance rules of
// intolerances.ts), and whether each restriction has at least one main free of it. The product never calls a
// dish "safe": it says what a dish contains, or that a free-text dish was not checked.

export const potluckCourses = ['starter', 'main', 'side', 'dessert', 'drinks'] as const;
export type PotluckCourse = (typeof potluckCourses)[number];

/** The places each course has when the host does not change them: 2 starters, 3 mains, 3 sides, 2 desserts, 1 drinks. */
export const defaultPotluckCourses: Readonly<Record<PotluckCourse, number>> = {
  starter: 2,
  main: 3,
  side: 3,
  dessert: 2,
  drinks: 1,
};

/** "Starters", "Mains", "Drinks": a course as a menu heading. */
export const potluckCourseName: Readonly<Record<PotluckCourse, string>> = {
  starter: 'Starters',
  main: 'Mains',
  side: 'Sides',
  dessert: 'Desserts',
  drinks: 'Drinks',
};

export const potluckAnswers = ['going', 'maybe', 'cant_go'] as const;
export type PotluckAnswer = (typeof potluckAnswers)[number];

/**
 * "Going", "Maybe", "Can't go", or "Not answered yet" for a guest who has not said.
 * @public the potluck screens (app) read it.
 */
export function potluckAnswerWords(answer: PotluckAnswer | null): string {
  if (answer === 'going') return 'Going';
  if (answer === 'maybe') return 'Maybe';
  if (answer === 'cant_go') return 'Can’t go';
  return 'Not answered yet';
}

export const potluckLimits = {
  /** Characters of the title ("Sunday lunch at Maria's"). */
  titleLength: 100,
  /** Characters of the place (free text: an address, "the park by the river"). */
  placeLength: 200,
  /** Characters of the host's note. */
  noteLength: 1000,
  /** Places in one course (0 leaves the course out). */
  placesPerCourse: 10,
  /** Guests a potluck holds, the host not counted (invited, joined by link). */
  guests: 50,
  /** Characters of a guest's name (a guest without an account: "Sam", "Uncle Joe"). */
  guestNameLength: 60,
  /** Members invited in one request. */
  invitesPerRequest: 50,
  /** People one answer brings, the guest included. */
  people: 20,
  /** Servings of one dish. */
  servings: 200,
  /** Characters of a free-text dish ("a green salad"). */
  dishTextLength: 200,
  /** Characters of a message in the potluck's thread. */
  messageLength: 1000,
  /** Messages one read of the thread answers at most. */
  messagesPage: 100,
  /** Potlucks one read of the member's list answers at most. */
  listPage: 100,
  /** How far ahead a potluck may be (and how far back a date may be given: a day, for time zones). */
  yearsAhead: 2,
} as const;

/** A wall-clock time "19:30" (floating, like the plan's meals: no time zone to get wrong). */
export function isClockTime(value: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  return Number(match[1]) <= 23 && Number(match[2]) <= 59;
}

/**
 * Whether a potluck may be set on this day: from yesterday (a device a time zone behind the server is still on
 * it) up to potluckLimits.yearsAhead years ahead.
 */
export function isPotluckDay(day: string, now: Date = new Date()): boolean {
  if (!isIsoDate(day)) return false;
  const today = now.toISOString().slice(0, 10);
  return day >= addDays(today, -1) && day <= addDays(today, potluckLimits.yearsAhead * 366);
}

/**
 * When the day-before reminder is due: 24 hours before the potluck's date and time read as UTC. The date and time
 * are floating (the household's wall clock), so for a member a few hours from UTC the reminder still comes on the
 * day before.
 */
export function potluckReminderDue(day: string, time: string): Date {
  return new Date(`${addDays(day, -1)}T${time}:00Z`);
}

/** The potluck's own start as an instant read as UTC (the reminder is not sent once it has begun). */
export function potluckStartsAt(day: string, time: string): Date {
  return new Date(`${day}T${time}:00Z`);
}

export interface HeadcountGuest {
  answer: PotluckAnswer | null;
  people: number;
}

/** The people coming: every going answer's party (the host is a guest whose answer is going unless they change it). */
export function potluckHeadcount(guests: readonly HeadcountGuest[]): number {
  return guests.reduce((sum, guest) => (guest.answer === 'going' ? sum + guest.people : sum), 0);
}

/**
 * "8 people coming".
 * @public the potluck screens (app) read it.
 */
export function headcountWords(headcount: number): string {
  return `${headcount} ${pluralWord(headcount, 'person', 'people')} coming`;
}

/**
 * "Mains: 2 of 3 claimed, 1 open" (or "all claimed").
 * @public the potluck screens (app) read it.
 */
export function courseProgressWords(course: PotluckCourse, claimed: number, places: number): string {
  const open = Math.max(0, places - claimed);
  return `${potluckCourseName[course]}: ${claimed} of ${places} claimed, ${open === 0 ? 'all claimed' : `${open} open`}`;
}

/**
 * A dish's servings said plainly beside the headcount: "Makes 8 servings · 4 people are coming".
 * @public the potluck screens (app) read it.
 */
export function servingsAgainstHeadcountWords(servings: number, headcount: number): string {
  const makes = `Makes ${servings} ${pluralWord(servings, 'serving', 'servings')}`;
  const coming = headcount === 1 ? '1 person is coming' : `${headcount} people are coming`;
  return `${makes} · ${coming}`;
}

const courseArticle: Readonly<Record<PotluckCourse, string>> = {
  starter: 'a starter',
  main: 'a main',
  side: 'a side',
  dessert: 'a dessert',
  drinks: 'drinks',
};

/**
 * "Bring a main", "Bring drinks": a guest's way to claim a place in a course.
 * @public the potluck screens (app) read it.
 */
export function bringCourseWords(course: PotluckCourse): string {
  return `Bring ${courseArticle[course]}`;
}

/**
 * The place on a map: an OpenStreetMap search for the place as the host wrote it (an address, "the park by the
 * river"), which a phone opens in its map application or the browser; null for no place.
 * @public the potluck screens read it.
 */
export function placeMapUrl(place: string): string | null {
  const query = place.trim();
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}

/**
 * The name "Save the menu as a cookbook" offers: the potluck's title fitted to a cookbook's title at a word
 * ("Sunday lunch at Maria's" → "Sunday lunch at"), never cut mid-word.
 * @public the potluck screens (app) read it.
 */
export function potluckCookbookTitle(title: string): string {
  return fitAtWord(title, limits.cookbookTitleMax);
}

/**
 * "Also invite the 2 people who came with the link": the host's choice when hosting again (members who joined by
 * the link are not the host's friends, so they are asked about).
 * @public the potluck screens (app) read it.
 */
export function hostAgainLinkWords(people: number): string {
  return people === 1
    ? 'Also invite the person who came with the link'
    : `Also invite the ${people} people who came with the link`;
}

// ---- Everyone can eat ----------------------------------------------------------------------------------------

export interface DietaryGuest {
  memberId: string;
  answer: PotluckAnswer | null;
  /** The guest's intolerances from their settings (names of options.ts's intolerances; others are ignored). */
  intolerances: readonly string[];
}

export interface DietaryDish {
  course: PotluckCourse;
  /** The recipe's ingredients (and dairy/gluten flags), or null for a free-text dish: not checked. */
  recipe: IntoleranceCheckedRecipe | null;
}

export interface Restriction {
  /** An intolerance name, lower case ("gluten", "tree nut"). */
  intolerance: string;
  /** The guests who avoid it, in the order the guests were given. */
  memberIds: string[];
  /** Whether at least one main whose recipe was checked does not contain it (free-text mains do not count). */
  mainFreeOfIt: boolean;
}

export interface DietarySummary {
  /** Every intolerance a counted guest avoids, most guests first, then by name. */
  restrictions: Restriction[];
  /** Per dish, in the order given: the restrictions it contains, or null when it was not checked (free text). */
  dishes: (string[] | null)[];
}

/**
 * Whose intolerances count: every guest but those who said they can't go (a guest who has not answered, or said
 * maybe, may still come, and a missed allergen is worse than an extra warning).
 */
export function countsForDiet(answer: PotluckAnswer | null): boolean {
  return answer !== 'cant_go';
}

/** What the potluck's guests avoid, what each dish contains of it, and whether each has a main free of it. */
export function dietarySummary(
  guests: readonly DietaryGuest[],
  dishes: readonly DietaryDish[],
): DietarySummary {
  const avoiders = new Map<string, string[]>();
  for (const guest of guests) {
    if (!countsForDiet(guest.answer)) continue;
    const seen = new Set<string>();
    for (const raw of guest.intolerances) {
      const name = raw.trim().toLowerCase();
      if (!isIntolerance(name) || seen.has(name)) continue;
      seen.add(name);
      const list = avoiders.get(name) ?? [];
      list.push(guest.memberId);
      avoiders.set(name, list);
    }
  }
  const names = [...avoiders.keys()];
  const contained = dishes.map((dish) => {
    if (dish.recipe === null) return null;
    const contains = intoleranceChecker(dish.recipe);
    return names.filter((name) => contains(name));
  });
  const restrictions = names.map((name) => ({
    intolerance: name,
    memberIds: avoiders.get(name) ?? [],
    mainFreeOfIt: dishes.some((dish, i) => {
      const found = contained[i];
      return dish.course === 'main' && found !== null && found !== undefined && !found.includes(name);
    }),
  }));
  restrictions.sort(
    (a, b) => b.memberIds.length - a.memberIds.length || compareNames(a.intolerance, b.intolerance),
  );
  return { restrictions, dishes: contained };
}

/**
 * Said where a guest gives their needs (intolerances are health data): who may read them.
 * @public the potluck screens read it.
 */
export const potluckNeedsPrivacy =
  'Only the host sees your needs. Other guests see only what the menu still needs, never who.';

/**
 * "Gluten: 2 guests" for the host; "Gluten" alone for a guest, who is told no count (a count that moves when one
 * guest answers tells the others whose it was).
 * @public the potluck screens (app) read it.
 */
export function restrictionWords(intolerance: string, guests: number | null): string {
  const name = titleCase(intolerance);
  return guests === null ? name : `${name}: ${guests} ${pluralWord(guests, 'guest', 'guests')}`;
}

/**
 * A dish's line: "Contains gluten, dairy", "No guest’s intolerance found in its ingredients", or "Not checked"
 * (a free text). It says what was found, never that a dish is safe.
 * @public the potluck screens (app) read it.
 */
export function dishDietWords(contains: readonly string[] | null): string {
  if (contains === null) return 'Not checked';
  if (contains.length === 0) return 'No guest’s intolerance found in its ingredients';
  return `Contains ${contains.map((name) => name.toLowerCase()).join(', ')}`;
}

/**
 * "A main without gluten: yes" / "No main without gluten yet": never "safe".
 * @public the potluck screens (app) read it.
 */
export function mainFreeWords(intolerance: string, mainFreeOfIt: boolean): string {
  const name = intolerance.toLowerCase();
  return mainFreeOfIt ? `At least one main without ${name}` : `No main without ${name} yet`;
}
