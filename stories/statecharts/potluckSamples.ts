// A potluck in the contract's shape, for the potluck machines' tests, walkthroughs and screen stories: Maria hosts
// Sunday lunch; Kenji brings a roast chicken (its recipe has gluten), Priya (who avoids gluten) comes with 2 people
// and brings a green salad (a free text: not checked); Sam, a neighbour without an account, came with the join
// link; the desserts and drinks are open.
import type { Potluck, PotluckDish, PotluckMessage, PotluckSummary } from '@potluck/contract';
import { sampleId } from './samples.ts';

const at = '2026-11-28T10:00:00.000Z';
export const maria = {
  id: sampleId(1),
  username: 'maria_cooks',
  fName: 'Maria',
  lName: 'Rossi',
  guest: false,
};
export const kenji = { id: sampleId(2), username: 'kenji.eats', fName: 'Kenji', lName: 'Sato', guest: false };
export const priya = { id: sampleId(3), username: 'priya', fName: 'Priya', lName: 'Shah', guest: false };
/** A guest without an account: a name, no username, no profile. */
export const sam = { id: sampleId(4), username: '', fName: 'Sam', lName: '', guest: true };
export const potluckId = sampleId(700);

export const aDish = (dish: Partial<PotluckDish> & Pick<PotluckDish, 'course' | 'title'>): PotluckDish => ({
  id: sampleId(800),
  cook: kenji,
  recipeId: null,
  image: null,
  servings: 5,
  contains: null,
  createdAt: at,
  ...dish,
});

export const chickenDish = aDish({
  id: sampleId(801),
  course: 'main',
  title: 'Roast chicken with bread sauce',
  recipeId: sampleId(900),
  contains: ['gluten'],
});
export const saladDish = aDish({ id: sampleId(802), course: 'starter', title: 'A green salad', cook: priya });

/**
 * The potluck as `viewer` sees it: the host sees whose intolerance each is and how many avoid it, a guest only
 * their own and no count (health data).
 */
export function aPotluck(
  viewer: 'host' | 'kenji' | 'priya' | 'sam' = 'host',
  more: Partial<Potluck> = {},
): Potluck {
  const you = {
    host: { isHost: true, answer: 'going' as const, people: 1, guest: false, needs: [] },
    kenji: { isHost: false, answer: 'going' as const, people: 1, guest: false, needs: [] },
    priya: { isHost: false, answer: 'going' as const, people: 2, guest: false, needs: ['gluten'] },
    sam: { isHost: false, answer: 'going' as const, people: 2, guest: true, needs: ['dairy'] },
  }[viewer];
  return {
    id: potluckId,
    title: 'Sunday lunch at Maria’s',
    day: '2026-12-06',
    time: '13:00',
    place: '12 Olive Street',
    note: 'Bring a dish for about the headcount. Kids welcome!',
    status: 'planned',
    claimsClosed: false,
    host: maria,
    you,
    guests: [
      { ...maria, isHost: true, answer: 'going', people: 1, joinedBy: 'host' },
      { ...kenji, isHost: false, answer: 'going', people: 1, joinedBy: 'invite' },
      { ...priya, isHost: false, answer: 'going', people: 2, joinedBy: 'invite' },
      { ...sam, isHost: false, answer: 'going', people: 2, joinedBy: 'guest' },
    ],
    headcount: 6,
    courses: [
      { course: 'starter', places: 2, open: 1, dishes: [saladDish] },
      { course: 'main', places: 3, open: 2, dishes: [chickenDish] },
      { course: 'side', places: 3, open: 3, dishes: [] },
      { course: 'dessert', places: 2, open: 2, dishes: [] },
      { course: 'drinks', places: 1, open: 1, dishes: [] },
    ],
    dietary: [
      {
        intolerance: 'gluten',
        guests: viewer === 'host' ? 1 : null,
        whose: viewer === 'host' || viewer === 'priya' ? [priya] : [],
        mainFreeOfIt: false,
      },
      {
        intolerance: 'dairy',
        guests: viewer === 'host' ? 1 : null,
        whose: viewer === 'host' || viewer === 'sam' ? [sam] : [],
        mainFreeOfIt: true,
      },
    ],
    joinLink: viewer === 'host' ? { enabled: false, token: null } : null,
    createdAt: at,
    updatedAt: at,
    ...more,
  };
}

/** The potluck with the last main taken: no place left in the mains. */
export const fullMains = (potluck: Potluck): Potluck => ({
  ...potluck,
  courses: potluck.courses.map((menu) => (menu.course === 'main' ? { ...menu, places: 1, open: 0 } : menu)),
});

export const aMessage = (n: number, text: string, author = kenji): PotluckMessage => ({
  id: sampleId(1000 + n),
  author,
  text,
  createdAt: `2026-11-28T10:0${n}:00.000Z`,
});

export const aPotluckSummary = (more: Partial<PotluckSummary> = {}): PotluckSummary => ({
  id: potluckId,
  title: 'Sunday lunch at Maria’s',
  day: '2026-12-06',
  time: '13:00',
  place: '12 Olive Street',
  status: 'planned',
  host: maria,
  isHost: true,
  answer: 'going',
  headcount: 6,
  open: 7,
  ...more,
});
