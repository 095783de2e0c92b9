import type { Potluck, PotluckDish, PotluckMember } from '@potluck/contract';
import {
  type IngredientLike,
  type PotluckAnswer,
  type PotluckCourse,
  potluckCourses,
  potluckHeadcount,
  potluckLimits,
} from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { refuse } from '../potlucks/refusals.ts';
import { potluckDietary } from './potluckDietary.ts';
import { potluckMemberColumns } from './potluckRows.ts';
import { iso } from './versions.ts';
import { mayOpenPotluck } from './whoMayOpen.ts';

// A potluck as one member sees it: the answer of GET /api/potlucks/:id and of every change. One statement
// whatever the size (the potluck, its guests with their intolerances, its courses, its dishes with what they are
// made of); what the guests avoid is worked out from those by potluckDietary.ts, which decides what each caller may
// know of it (health data: names and counts for the host only).

interface PotluckRow {
  id: string;
  title: string;
  day: string;
  time: string;
  place: string;
  note: string;
  status: 'planned' | 'cancelled';
  claimsClosed: boolean;
  joinToken: string | null;
  hostId: string;
  hostUsername: string;
  hostFName: string;
  hostLName: string;
  hostGuest: boolean;
  createdAt: Date;
  updatedAt: Date;
}

interface GuestRow {
  id: string;
  username: string;
  fName: string;
  lName: string;
  guest: boolean;
  joinedBy: 'host' | 'invite' | 'link' | 'guest';
  answer: PotluckAnswer | null;
  people: number;
  intolerances: string[];
}

interface CourseRow {
  course: PotluckCourse;
  places: number;
}

interface DishRow {
  id: string;
  course: PotluckCourse;
  cookId: string;
  cookUsername: string;
  cookFName: string;
  cookLName: string;
  cookGuest: boolean;
  recipeId: string | null;
  title: string;
  image: string | null;
  servings: number;
  ingredients: unknown;
  dairyFree: boolean | null;
  glutenFree: boolean | null;
  createdAt: Date | string;
}

/** Ingredients as the intolerance rules read them: strings, or objects with a name and/or the written line. */
function ingredientsOf(value: unknown): IngredientLike[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): IngredientLike[] => {
    if (typeof item === 'string') return [item];
    if (item !== null && typeof item === 'object') {
      const { name, original } = item as { name?: unknown; original?: unknown };
      return [
        {
          name: typeof name === 'string' ? name : null,
          original: typeof original === 'string' ? original : null,
        },
      ];
    }
    return [];
  });
}

const potluckColumns = `p.id, p.title, to_char(p.day, 'YYYY-MM-DD') AS day, p.time, p.place, p.note, p.status,
  p.claims_closed AS "claimsClosed", p.join_token AS "joinToken", ${potluckMemberColumns('h', 'host')},
  p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

/** The potluck as the member sees it, if they may open it now; else refused as missing (a 404). */
export async function readPotluck(db: Db, potluckId: string, memberId: string): Promise<Potluck> {
  // One statement (issue 30: every claim answers with it): the potluck, and its guests, courses and dishes each
  // as one JSON array built in SQL. A member recipe's ingredients are read as they are now (edited since the claim
  // or not); other recipes' were kept when claimed. Only the intolerances found leave the server, never the
  // ingredients.
  const row = await db.one<PotluckRow & { guests: GuestRow[]; courses: CourseRow[]; dishes: DishRow[] }>(
    `SELECT ${potluckColumns},
            (SELECT coalesce(json_agg(listed ORDER BY listed.n), '[]') FROM (
               SELECT ${potluckMemberColumns('m')}, g.joined_by AS "joinedBy", g.answer, g.people, m.intolerances,
                      row_number() OVER (ORDER BY g.joined_by = 'host' DESC, g.created_at, m.id) AS n
                 FROM potluck_guests g JOIN members m ON m.id = g.member_id
                WHERE g.potluck_id = p.id
                ORDER BY n LIMIT ${potluckLimits.guests + 1}) listed) AS guests,
            (SELECT coalesce(json_agg(json_build_object('course', c.course, 'places', c.places)), '[]')
               FROM potluck_courses c WHERE c.potluck_id = p.id) AS courses,
            (SELECT coalesce(json_agg(dish ORDER BY dish.n), '[]') FROM (
               SELECT d.id, d.course, ${potluckMemberColumns('m', 'cook')}, d.recipe_id AS "recipeId", d.title,
                      d.image, d.servings,
                      coalesce(r.ingredients, d.ingredients) AS ingredients, d.dairy_free AS "dairyFree",
                      d.gluten_free AS "glutenFree", d.created_at AS "createdAt",
                      row_number() OVER (ORDER BY d.created_at, d.id) AS n
                 FROM potluck_dishes d JOIN members m ON m.id = d.cook_id
                 LEFT JOIN recipes r ON r.id = d.recipe_id
                WHERE d.potluck_id = p.id
                ORDER BY n LIMIT ${potluckCourses.length * potluckLimits.placesPerCourse}) dish) AS dishes
       FROM potlucks p JOIN members h ON h.id = p.host_id
      WHERE p.id = $1 AND ${mayOpenPotluck('p', '$2')}`,
    [potluckId, memberId],
    'potlucks.read',
  );
  if (!row) refuse({ reason: 'missing' });
  return potluckOf(row, row.guests, row.courses, row.dishes, memberId);
}

const memberOf = (
  id: string,
  username: string,
  fName: string,
  lName: string,
  guest: boolean,
): PotluckMember => ({ id, username, fName, lName, guest });

function potluckOf(
  row: PotluckRow,
  guests: GuestRow[],
  courseRows: { course: PotluckCourse; places: number }[],
  dishRows: DishRow[],
  viewerId: string,
): Potluck {
  const isHost = row.hostId === viewerId;
  const { dietary, contains } = potluckDietary(
    guests.map((guest) => ({
      member: memberOf(guest.id, guest.username, guest.fName, guest.lName, guest.guest),
      answer: guest.answer,
      intolerances: guest.intolerances,
    })),
    dishRows.map((dish) => ({
      course: dish.course,
      recipe:
        dish.recipeId === null
          ? null
          : {
              ingredients: ingredientsOf(dish.ingredients),
              dairyFree: dish.dairyFree,
              glutenFree: dish.glutenFree,
            },
    })),
    { id: viewerId, isHost },
  );
  const dishes: PotluckDish[] = dishRows.map((dish, n) => ({
    id: dish.id,
    course: dish.course,
    cook: memberOf(dish.cookId, dish.cookUsername, dish.cookFName, dish.cookLName, dish.cookGuest),
    recipeId: dish.recipeId,
    title: dish.title,
    image: dish.image,
    servings: dish.servings,
    contains: contains[n] ?? null,
    createdAt: iso(dish.createdAt),
  }));
  const places = new Map(courseRows.map((course) => [course.course, course.places]));
  const byId = new Map(guests.map((guest) => [guest.id, guest]));
  const you = byId.get(viewerId);
  return {
    id: row.id,
    title: row.title,
    day: row.day,
    time: row.time,
    place: row.place,
    note: row.note,
    status: row.status,
    claimsClosed: row.claimsClosed,
    host: memberOf(row.hostId, row.hostUsername, row.hostFName, row.hostLName, row.hostGuest),
    // A guest without an account sees their needs as they gave them; a member, their profile's intolerances.
    you: {
      isHost,
      answer: you?.answer ?? null,
      people: you?.people ?? 1,
      guest: you?.guest ?? false,
      needs: you?.intolerances ?? [],
    },
    guests: guests.map((guest) => ({
      ...memberOf(guest.id, guest.username, guest.fName, guest.lName, guest.guest),
      isHost: guest.joinedBy === 'host',
      answer: guest.answer,
      people: guest.people,
      joinedBy: guest.joinedBy,
    })),
    headcount: potluckHeadcount(guests),
    courses: potluckCourses.map((course) => {
      const inCourse = dishes.filter((dish) => dish.course === course);
      const count = places.get(course) ?? 0;
      return { course, places: count, open: Math.max(0, count - inCourse.length), dishes: inCourse };
    }),
    dietary,
    joinLink: isHost ? { enabled: row.joinToken !== null, token: row.joinToken } : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
