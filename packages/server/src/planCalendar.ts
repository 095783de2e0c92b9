import { type Meal, mealTimes } from '@potluck/domain';
import icalGenerator, { type ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { FeedEntry } from './repositories/planRepository.ts';

// The calendar feed of a member's meal plans as iCalendar (RFC 5545), written by ical-generator rather than by
// hand: escaping, line folding and the date forms are where hand-written feeds break in calendar apps.
// Each entry is an event at its meal's time (packages/domain mealTimes), an hour long, as a floating time: the
// plan's days have no time zone, so "dinner at 19:00" stays 19:00 in whatever zone the calendar app is set to.

const mealNames: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** The start of an entry's meal as a Date whose UTC fields are the wall-clock time (written floating). */
function mealStart(day: string, meal: Meal): Date {
  const { hour, minute } = mealTimes[meal];
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
}

/** A potluck the member is going to, for the feed (potluckRepository.going). */
export interface FeedPotluck {
  id: string;
  title: string;
  day: string;
  time: string;
  place: string;
  hostName: string;
  updatedAt: Date;
}

/** How long a potluck's event lasts in the calendar. */
const potluckHours = 3;

/** A potluck as an event: at its own time, with the place as its location, linking to its page; maybe cancelled. */
function addPotluck(calendar: ICalCalendar, potluck: FeedPotluck, origin: string, cancelled = false) {
  const start = new Date(`${potluck.day}T${potluck.time}:00Z`);
  const link = `${origin}/potluck/${potluck.id}`;
  calendar.createEvent({
    id: `${potluck.id}@potluck-potluck`,
    start,
    end: new Date(start.getTime() + potluckHours * 60 * 60 * 1000),
    floating: true,
    stamp: new Date(potluck.updatedAt),
    summary: `Potluck: ${potluck.title}`,
    description: [`Hosted by ${potluck.hostName}`, link].join('\n'),
    location: potluck.place === '' ? null : potluck.place,
    url: link,
    ...(cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
  });
}

/**
 * One potluck as an iCalendar file (GET /api/potlucks/:id/calendar.ics, "Add to my calendar", a guest without an
 * account's too): the same event as the feed's, cancelled when it was (a calendar app that has it marks it so).
 */
export function potluckCalendar(potluck: FeedPotluck, origin: string, cancelled: boolean): string {
  const calendar = icalGenerator({
    name: `Potluck: ${potluck.title}`,
    prodId: { company: 'Potluck', product: 'Potluck', language: 'EN' },
  });
  addPotluck(calendar, potluck, origin, cancelled);
  return calendar.toString();
}

/**
 * The feed for `memberName`: one event per entry (a recipe's links to its page on `origin`), and one per potluck
 * they are going to, at its own time, linking to the potluck's page.
 */
export function planCalendar(
  entries: readonly FeedEntry[],
  memberName: string,
  origin: string,
  potlucks: readonly FeedPotluck[] = [],
): string {
  const calendar = icalGenerator({
    name: `Potluck meal plan (${memberName})`,
    prodId: { company: 'Potluck', product: 'Meal plan', language: 'EN' },
    // Calendar apps read the feed again about this often.
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    const start = mealStart(entry.day, entry.meal);
    const link = entry.recipeId === null ? null : `${origin}/recipe/${entry.recipeId}`;
    const servings = entry.servings === null ? '' : ` · Serves ${entry.servings}`;
    calendar.createEvent({
      id: `${entry.id}@potluck`,
      start,
      end: new Date(start.getTime() + 60 * 60 * 1000),
      floating: true,
      stamp: new Date(entry.updatedAt),
      summary: entry.title,
      description: [`${mealNames[entry.meal]} · ${entry.ownerName}’s plan${servings}`, link]
        .filter(Boolean)
        .join('\n'),
      url: link,
    });
  }
  for (const potluck of potlucks) addPotluck(calendar, potluck, origin);
  return calendar.toString();
}
