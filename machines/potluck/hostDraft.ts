// The host's form of a potluck (new on /potlucks, edited on its page): what is typed, the courses' places, and
// what is wrong with it in words. Pure, read by hostFormMachine and the screens' selectors.
import type { Potluck } from '@potluck/contract';
import {
  addDays,
  defaultPotluckCourses,
  isClockTime,
  isPotluckDay,
  type PotluckCourse,
  potluckCourses,
  potluckLimits,
} from '@potluck/domain';

export type PotluckDraft = {
  title: string;
  day: string;
  time: string;
  place: string;
  note: string;
  courses: Record<PotluckCourse, number>;
  /** The host's own dish as a free text ("a lemon tart"); empty for none. */
  dish: string;
  /** The course of the host's own dish. */
  dishCourse: PotluckCourse;
};

/** A change of the form: any of its fields, or one course's places. */
export type PotluckDraftChange = Partial<Omit<PotluckDraft, 'courses'>> & {
  course?: { course: PotluckCourse; places: number };
};

/** A new potluck: a week from today at 19:00, the default courses. */
export function newPotluckDraft(now: number): PotluckDraft {
  return {
    title: '',
    day: addDays(new Date(now).toISOString().slice(0, 10), 7),
    time: '19:00',
    place: '',
    note: '',
    courses: { ...defaultPotluckCourses },
    dish: '',
    dishCourse: 'main',
  };
}

/** The form of a potluck being edited: what it says now. */
export function potluckDraftOf(potluck: Potluck): PotluckDraft {
  const courses = { ...defaultPotluckCourses };
  for (const menu of potluck.courses) courses[menu.course] = menu.places;
  return { ...potluck, courses, dish: '', dishCourse: 'main' };
}

const clampPlaces = (places: number) =>
  Number.isFinite(places) ? Math.min(potluckLimits.placesPerCourse, Math.max(0, Math.round(places))) : 0;

export function changeDraft(draft: PotluckDraft, change: PotluckDraftChange): PotluckDraft {
  const { course, ...fields } = change;
  const courses = course ? { ...draft.courses, [course.course]: clampPlaces(course.places) } : draft.courses;
  return { ...draft, ...fields, courses };
}

/** What is wrong with the form, by field, in words; empty when it can be sent. */
export function draftProblems(draft: PotluckDraft, now: number): Partial<Record<keyof PotluckDraft, string>> {
  const problems: Partial<Record<keyof PotluckDraft, string>> = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'Give the potluck a title.';
  else if (title.length > potluckLimits.titleLength)
    problems.title = `At most ${potluckLimits.titleLength} characters.`;
  if (!isPotluckDay(draft.day, new Date(now))) problems.day = 'Pick a day from today on.';
  if (!isClockTime(draft.time)) problems.time = 'Pick a time.';
  if (draft.place.length > potluckLimits.placeLength)
    problems.place = `At most ${potluckLimits.placeLength} characters.`;
  if (draft.note.length > potluckLimits.noteLength)
    problems.note = `At most ${potluckLimits.noteLength} characters.`;
  if (potluckCourses.every((course) => draft.courses[course] === 0))
    problems.courses = 'Give at least one course a place.';
  if (draft.dish.trim() && draft.courses[draft.dishCourse] === 0)
    problems.dish = 'Your dish’s course has no places.';
  return problems;
}

export const isDraftReady = (draft: PotluckDraft, now: number) =>
  Object.keys(draftProblems(draft, now)).length === 0;

/** The create call's body. */
export function createBody(draft: PotluckDraft) {
  const dish = draft.dish.trim();
  return {
    title: draft.title.trim(),
    day: draft.day,
    time: draft.time,
    place: draft.place.trim(),
    note: draft.note.trim(),
    courses: draft.courses,
    ...(dish && { hostDish: { course: draft.dishCourse, text: dish } }),
  };
}

/** The edit call's body: only what changed (the server tells every guest when the details change). */
export function updateBody(draft: PotluckDraft, potluck: Potluck) {
  const body: Record<string, unknown> = {};
  for (const key of ['title', 'day', 'time', 'place', 'note'] as const) {
    const value = key === 'day' || key === 'time' ? draft[key] : draft[key].trim();
    if (value !== potluck[key]) body[key] = value;
  }
  const changed = potluck.courses.filter((menu) => draft.courses[menu.course] !== menu.places);
  if (changed.length > 0) body.courses = draft.courses;
  return body;
}
