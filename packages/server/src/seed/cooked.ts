import type { CookVisibility } from '@potluck/contract';

// Cooked it (issue 41) in the demo: who cooked whose recipe, when, how it came out, who sees it; and two recipes
// made someone's own. Recipes are named by title, or `catalogue:<cuisine>:<n>` (activity.ts). Seen from Maria,
// the richest view: her friends Kenji, Priya and Nora cooked her Sunday ragù ("Cooked 5 times · 4.3 from 3 ratings"
// with her own private try), Lea made her pancakes vegan, and her home page shows what her friends cooked.

export interface DemoCook {
  cook: string;
  recipe: string;
  daysAgo: number;
  rating: number | null;
  visibility: CookVisibility;
  note: string;
  /** How many photos: drawn plates of the dish (a member recipe's only; catalogue cooks have none). */
  photos: number;
}

/** In the order they were logged (each member's latest rating is the last they gave). */
export const demoCooks: DemoCook[] = [
  {
    cook: 'kenji.eats',
    recipe: 'Nonna’s Sunday Ragù',
    daysAgo: 20,
    rating: 5,
    visibility: 'friends',
    note: 'Three hours well spent. Pappardelle instead of rigatoni.',
    photos: 2,
  },
  {
    cook: 'kenji.eats',
    recipe: 'catalogue:japanese:0',
    daysAgo: 15,
    rating: 4,
    visibility: 'everyone',
    note: '',
    photos: 0,
  },
  {
    cook: 'priya',
    recipe: 'Nonna’s Sunday Ragù',
    daysAgo: 12,
    rating: 4,
    visibility: 'everyone',
    note: 'A pinch of chilli flakes with the onions, and it was gone in minutes.',
    photos: 1,
  },
  {
    cook: 'priya',
    recipe: 'catalogue:italian:0',
    daysAgo: 10,
    rating: 5,
    visibility: 'friends',
    note: '',
    photos: 0,
  },
  {
    cook: 'maria_cooks',
    recipe: 'Weeknight Shoyu Ramen',
    daysAgo: 9,
    rating: 4,
    visibility: 'friends',
    note: 'The soft eggs are worth marinating overnight.',
    photos: 1,
  },
  {
    cook: 'omar_grills',
    recipe: 'Chana Masala',
    daysAgo: 8,
    rating: 4,
    visibility: 'everyone',
    note: 'Served with flatbread straight off the grill.',
    photos: 1,
  },
  {
    cook: 'jules',
    recipe: 'Weeknight Shoyu Ramen',
    daysAgo: 7,
    rating: 5,
    visibility: 'friends',
    note: '',
    photos: 1,
  },
  {
    cook: 'lea.green',
    recipe: 'Panzanella',
    daysAgo: 6,
    rating: 5,
    visibility: 'everyone',
    note: 'Perfect for the last tomatoes of the season.',
    photos: 1,
  },
  {
    cook: 'sam_bakes',
    recipe: 'Chocolate Mousse with Aquafaba',
    daysAgo: 5,
    rating: 3,
    visibility: 'friends',
    note: 'Tasty, but mine did not set firm: whip the aquafaba longer than you think.',
    photos: 0,
  },
  {
    cook: 'kenji.eats',
    recipe: 'Nonna’s Sunday Ragù',
    daysAgo: 5,
    rating: 4,
    visibility: 'friends',
    note: 'On a weeknight with pork mince and a little fish sauce: see my version.',
    photos: 1,
  },
  {
    cook: 'maria_cooks',
    recipe: 'Chana Masala',
    daysAgo: 4,
    rating: 5,
    visibility: 'everyone',
    note: '',
    photos: 1,
  },
  {
    cook: 'nora.n',
    recipe: 'Lemon Ricotta Pancakes',
    daysAgo: 3,
    rating: 4,
    visibility: 'friends',
    note: 'Made them with the kids; half the sugar was plenty.',
    photos: 1,
  },
  {
    cook: 'maria_cooks',
    recipe: 'Nonna’s Sunday Ragù',
    daysAgo: 2,
    rating: null,
    visibility: 'private',
    note: 'Note to self: a little less wine next time.',
    photos: 0,
  },
  {
    cook: 'nora.n',
    recipe: 'Nonna’s Sunday Ragù',
    daysAgo: 1,
    rating: 5,
    visibility: 'friends',
    note: 'Sunday lunch for six, nothing left.',
    photos: 1,
  },
];

export interface DemoVersion {
  owner: string;
  /** The original's title (a demo recipe). */
  original: string;
  daysAgo: number;
  title: string;
  ingredients: string[];
  instructions: string[];
  diet?: string[];
  intolerance?: string[];
}

/**
 * Two recipes made someone's own ("Make it my own"). Their edits are the cases "What changed" was measured on
 * (docs/decisions/037): reworded lines, a line added above a changed one, lines removed.
 */
export const demoVersions: DemoVersion[] = [
  {
    owner: 'kenji.eats',
    original: 'Nonna’s Sunday Ragù',
    daysAgo: 5,
    title: 'Weeknight Ragù',
    ingredients: [
      '500 g beef mince',
      '250 g pork mince',
      '2 tbsp olive oil',
      '1 onion, 1 carrot, 1 celery stalk, finely diced',
      '1 tbsp fish sauce',
      '150 ml red wine',
      '2 cans (800 g) crushed tomatoes',
      '1 bay leaf',
      '500 g rigatoni',
      'Parmigiano to serve',
    ],
    instructions: [
      'Brown the mince in the olive oil in a heavy pot, breaking it up.',
      'Soften the onion, carrot and celery for 10 minutes in the same pot.',
      'Pour in the wine and let it bubble until almost gone.',
      'Stir in the fish sauce.',
      'Add the tomatoes and bay leaf; simmer uncovered for 45 minutes, stirring now and then.',
      'Toss the sauce with the cooked rigatoni. Serve with Parmigiano.',
    ],
  },
  {
    owner: 'lea.green',
    original: 'Lemon Ricotta Pancakes',
    daysAgo: 2,
    title: 'Vegan Lemon Pancakes',
    ingredients: [
      '250 g silken tofu',
      '3 tbsp ground flaxseed in 9 tbsp water',
      '120 ml oat milk',
      '130 g flour',
      '2 tsp baking powder',
      'Zest of 1 lemon',
      '1 tbsp sugar',
      'Coconut oil for the pan',
    ],
    instructions: [
      'Whisk tofu, flax mixture, oat milk, lemon zest and sugar.',
      'Fold in the flour and baking powder.',
      'Cook small pancakes in coconut oil over medium heat, 3 minutes a side.',
    ],
    diet: ['vegan', 'vegetarian'],
    intolerance: ['gluten', 'wheat', 'soy'],
  },
];
