import type { Intolerance } from '@potluck/domain';

// The demo community: who they are, who is friends with whom, who is still waiting for an answer, and what
// friends have said to each other. Log in as any of them with the demo password (README "Demo").

export const demoPassword = 'potluck-demo';
/** The demo admin logs in as admin / potluck-admin. */
export const demoAdmin = { username: 'admin', password: 'potluck-admin' };

export interface DemoMember {
  username: string;
  fName: string;
  lName: string;
  bio: string;
  intolerances: Intolerance[];
  isAdmin?: boolean;
  /** Days before the seed ran that they joined. */
  joinedDaysAgo: number;
}

export const demoMembers: DemoMember[] = [
  {
    username: 'admin',
    fName: 'Ada',
    lName: 'Admin',
    bio: 'Keeps the kitchen tidy.',
    intolerances: [],
    isAdmin: true,
    joinedDaysAgo: 40,
  },
  {
    username: 'maria_cooks',
    fName: 'Maria',
    lName: 'Rossi',
    bio: 'Nonna’s recipes, modern kitchen.',
    intolerances: ['tree nut'],
    joinedDaysAgo: 35,
  },
  {
    username: 'kenji.eats',
    fName: 'Kenji',
    lName: 'Tanaka',
    bio: 'Ramen nerd and weekend baker.',
    intolerances: ['shellfish'],
    joinedDaysAgo: 34,
  },
  {
    username: 'priya',
    fName: 'Priya',
    lName: 'Sharma',
    bio: 'Spice first, questions later.',
    intolerances: ['peanut'],
    joinedDaysAgo: 33,
  },
  {
    username: 'sam_bakes',
    fName: 'Sam',
    lName: 'Taylor',
    bio: 'Sourdough every Sunday.',
    intolerances: [],
    joinedDaysAgo: 32,
  },
  {
    username: 'lea.green',
    fName: 'Léa',
    lName: 'Dubois',
    bio: 'Plant-based and proud of it.',
    intolerances: ['egg', 'dairy'],
    joinedDaysAgo: 31,
  },
  {
    username: 'omar_grills',
    fName: 'Omar',
    lName: 'Haddad',
    bio: 'Charcoal, lemons and a lot of herbs.',
    intolerances: ['sesame'],
    joinedDaysAgo: 30,
  },
  {
    username: 'jules',
    fName: 'Jules',
    lName: 'Nguyen',
    bio: 'Pho for breakfast, always.',
    intolerances: ['gluten', 'wheat'],
    joinedDaysAgo: 29,
  },
  {
    username: 'nora.n',
    fName: 'Nora',
    lName: 'Lindqvist',
    bio: 'Nordic comfort food and long fikas.',
    intolerances: ['tree nut'],
    joinedDaysAgo: 28,
  },
];

/** Accepted friendships (stored both ways), with how many days ago they became friends. */
export const demoFriendships: Array<[string, string, number]> = [
  ['maria_cooks', 'kenji.eats', 26],
  ['maria_cooks', 'priya', 25],
  ['maria_cooks', 'lea.green', 20],
  ['maria_cooks', 'nora.n', 12],
  ['kenji.eats', 'jules', 22],
  ['priya', 'omar_grills', 19],
  ['sam_bakes', 'lea.green', 18],
  ['sam_bakes', 'nora.n', 15],
  ['omar_grills', 'jules', 10],
];

/** Friend requests still waiting: [from, to, days ago]. Maria has two to answer. */
export const demoFriendRequests: Array<[string, string, number]> = [
  ['sam_bakes', 'maria_cooks', 2],
  ['omar_grills', 'maria_cooks', 1],
  ['jules', 'sam_bakes', 3],
  ['nora.n', 'kenji.eats', 4],
];

/** Chat messages: [from, to, text, hours ago]. `{recipe:Title}` becomes a link to that demo recipe. */
export const demoMessages: Array<[string, string, string, number]> = [
  ['kenji.eats', 'maria_cooks', 'Your ragù recipe is dangerous. Made it twice this week.', 200],
  ['maria_cooks', 'kenji.eats', 'Ha! Did you let it go the full three hours?', 199],
  ['kenji.eats', 'maria_cooks', 'Two and a half. I was hungry.', 198],
  ['maria_cooks', 'kenji.eats', 'Try this next: {recipe:Lemon Ricotta Pancakes}', 30],
  ['priya', 'maria_cooks', 'Dinner at mine on Friday? I am making {recipe:Butter Chicken}', 50],
  ['maria_cooks', 'priya', 'Yes please! I will bring dessert.', 49],
  ['priya', 'maria_cooks', 'Perfect, see you at 7.', 48],
  ['lea.green', 'sam_bakes', 'Could your sourdough work with spelt?', 70],
  ['sam_bakes', 'lea.green', 'Half spelt works well, use a bit less water.', 69],
  ['lea.green', 'sam_bakes', 'Trying it tomorrow, thanks!', 20],
  ['jules', 'kenji.eats', 'Pho vs ramen cook-off, this weekend?', 12],
  ['kenji.eats', 'jules', 'You are on.', 11],
  ['nora.n', 'maria_cooks', 'The {recipe:Cardamom Buns (Kardemummabullar)} are out of the oven, come by!', 5],
];

/** Maria's shopping list for the weekend, shared with Kenji: lines as she typed them (merged as the app merges). */
export const demoShoppingList = {
  owner: 'maria_cooks',
  sharedWith: 'kenji.eats',
  lines: [
    '2 onions',
    '3 cloves garlic',
    '800 g canned tomatoes',
    '500 g spaghetti',
    '200 g parmesan',
    '1 bunch basil',
    '6 eggs',
    '1 l milk',
    '250 g butter',
    '1 sourdough loaf',
    'olive oil',
    '1 onion',
  ],
  /** Already in the basket. */
  checked: ['milk', 'egg'],
};
