// Sample data for stories: the shapes components receive, with the texts and lengths the spec talks about
// (long titles, many items, none). Images use the URLs the app serves (site root and catalogue photos).
import type { CookbookCardData, RecipeCardData } from '@potluck/ui';

const photo = (catalogueId: number) => `/catalogue-images/${catalogueId}.webp`;

// Each title with the built-in catalogue's photo of a dish of its kind (catalogue id).
const samples: [title: string, catalogueId: number][] = [
  ['Roasted Tomato Soup', 5004],
  ['Lemon Herb Chicken', 1001],
  ['Mushroom Risotto', 5104],
  ['Spicy Black Bean Tacos', 5061],
  ['Blueberry Pancakes', 1021],
  ['Thai Green Curry with Jasmine Rice and Crispy Shallots', 5112],
  ['Greek Salad', 5006],
  ['Banana Bread', 5002],
  ['Shakshuka', 5023],
  ['Miso Glazed Salmon', 5012],
  ['Pesto Pasta', 5001],
  ['Chocolate Lava Cake', 5005],
];

export const recipes: RecipeCardData[] = samples.map(([title, catalogueId], index) => ({
  id: (index + 1).toString(16).padStart(24, 'a'),
  title,
  // One card without a photo shows the fallback image.
  image: index === 4 ? null : photo(catalogueId),
  readyInMinutes: index === 2 ? null : 15 + index * 5,
  servings: index === 3 ? null : String(2 + (index % 4)),
  isPublic: index % 3 !== 0,
}));

export const manyRecipes = (count: number): RecipeCardData[] =>
  Array.from({ length: count }, (_, index) => {
    const base = recipes[index % recipes.length]!;
    return { ...base, id: `${base.id}-${index}` };
  });

export const cookbooks: CookbookCardData[] = [
  { id: `${'c'.repeat(23)}1`, title: 'Weeknight Dinners', coverUrl: '/cover1.JPG', isPublic: true },
  { id: `${'c'.repeat(23)}2`, title: 'Baking', coverUrl: '/cover4.JPG', isPublic: false },
  { id: `${'c'.repeat(23)}3`, title: 'Grandma’s Classics', coverUrl: '/cover7.JPG', isPublic: true },
  { id: `${'c'.repeat(23)}4`, title: 'Summer BBQ Party!!', coverUrl: '/cover9.JPG', isPublic: false },
];

export const longText =
  'Slow-cooked for hours with garden tomatoes, a little smoked paprika and a splash of cream, this is the ' +
  'bowl I make every autumn when the market is overflowing. Serve with crusty bread.';

export const recipeDetail = {
  id: '64b7f0c2a1d4e5f6a7b8c9d0',
  title: 'Roasted Tomato Soup',
  image: photo(5004),
  servings: '4',
  readyInMinutes: 75,
  author: { username: 'chef_ana' },
  ingredients: [
    '1 kg ripe tomatoes',
    '1 onion, chopped',
    '2 cloves garlic',
    '200 ml cream',
    'Salt and pepper',
  ],
  supplies: ['Baking tray', 'Blender'],
  steps: [
    'Heat the oven to 200 °C.',
    'Roast the tomatoes, onion and garlic for 40 minutes.',
    'Blend with the cream until smooth and season to taste.',
  ],
  nutrition: [
    { name: 'Calories', amount: 210, unit: 'kcal', percentOfDailyNeeds: 10.5 },
    { name: 'Fat', amount: 14, unit: 'g', percentOfDailyNeeds: 21 },
    { name: 'Carbohydrates', amount: 18, unit: 'g', percentOfDailyNeeds: 6 },
    { name: 'Protein', amount: 4, unit: 'g', percentOfDailyNeeds: 8 },
    { name: 'Fiber', amount: 4.2, unit: 'g', percentOfDailyNeeds: 17 },
    { name: 'Sugar', amount: 11, unit: 'g', percentOfDailyNeeds: 12 },
    { name: 'Sodium', amount: 480, unit: 'mg', percentOfDailyNeeds: 21 },
    { name: 'Vitamin C', amount: 32, unit: 'mg', percentOfDailyNeeds: 39 },
  ],
};

export const comments = Array.from({ length: 7 }, (_, index) => ({
  id: `comment-${index + 1}`,
  username: index === 1 ? 'chef_ana' : `cook_${index + 1}`,
  text: index === 3 ? longText : `Comment number ${index + 1}: made this twice already!`,
  createdAt: new Date(Date.UTC(2026, 10, 20 - index, 12)).toISOString(),
}));

export const friends = [
  { id: `${'f'.repeat(23)}1`, username: 'sam_bakes', name: 'Sam Ortiz', avatar: null },
  { id: `${'f'.repeat(23)}2`, username: 'lee', name: 'Lee Park', avatar: '/avatars/avatar-2.webp' },
];

const sam = {
  id: 'u-sam',
  fName: 'Sam',
  lName: 'Ortiz',
  username: 'sam_bakes',
  picture: '/avatars/avatar-2.webp',
};
/** Panel rows as the app's selector makes them (subject, answer, page, how long ago). */
export const notifications = [
  {
    id: 'n1',
    type: 'friend_request',
    read: false,
    createdAt: '2026-11-22T09:00:00Z',
    ago: '5 min ago',
    fromUser: sam,
    href: '/profile/sam_bakes',
  },
  {
    id: 'n2',
    type: 'cookbook_share_request',
    read: false,
    createdAt: '2026-11-22T08:00:00Z',
    ago: '1 h ago',
    fromUser: sam,
    subject: 'Sunday Dinners',
    href: '/profile/sam_bakes',
  },
  {
    id: 'n3',
    type: 'recipe_like',
    read: true,
    createdAt: '2026-11-21T18:00:00Z',
    ago: 'yesterday',
    fromUser: sam,
    subject: 'Lemon Pie',
    href: '/recipe/r1',
  },
  {
    id: 'n4',
    type: 'recipe_comment',
    read: true,
    createdAt: '2026-11-21T17:00:00Z',
    ago: 'yesterday',
    fromUser: sam,
    subject: 'Lemon Pie',
    href: '/recipe/r1',
  },
  {
    id: 'n5',
    type: 'friend_accept',
    read: true,
    createdAt: '2026-11-20T12:00:00Z',
    ago: '2 days ago',
    fromUser: sam,
    href: '/profile/sam_bakes',
  },
  {
    id: 'n6',
    type: 'cookbook_share_accept',
    read: true,
    createdAt: '2026-11-19T15:00:00Z',
    ago: '3 days ago',
    fromUser: sam,
    subject: 'Weeknight Dinners',
    href: '/cookbook/c1',
  },
  {
    id: 'n7',
    type: 'friend_request',
    read: true,
    createdAt: '2026-11-19T14:00:00Z',
    ago: '3 days ago',
    fromUser: sam,
    answer: 'accepted' as const,
    href: '/profile/sam_bakes',
  },
  // A type this client does not know yet: shown with the generic sentence.
  {
    id: 'n8',
    type: 'something_new',
    read: true,
    createdAt: '2026-11-19T12:00:00Z',
    ago: '3 days ago',
    fromUser: sam,
  },
];

/** Pictures as the photo picker reads them from a file (data URLs): a square one and a wide one. */
export const chosenPicture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGN4UBUPRwzEcQDVAhuRwo5HxwAAAABJRU5ErkJggg==';
export const chosenCover =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAwAAAAECAIAAAA1REndAAAAEUlEQVR4nGOwjWogiBjoqwgAFAU0UVNHl4AAAAAASUVORK5CYII=';
/** A file that is not a picture, read as a data URL. */
export const chosenTextFile = 'data:text/plain;base64,aGVsbG8=';
