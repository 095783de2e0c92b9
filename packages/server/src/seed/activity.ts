import type { CoverImage } from '@potluck/domain';

// What the demo community has done with the recipes: cookbooks (some shared, one invite still pending),
// likes and comments. Recipes are named by title; `catalogue:<cuisine>:<n>` is the n-th recipe (by id) of that
// cuisine in the built-in catalogue.

export interface DemoCookbook {
  owner: string;
  title: string;
  coverImage: CoverImage;
  isPublic: boolean;
  /** Members who accepted an invite from the owner: they own it too. */
  collaborators: string[];
  /** Members invited by the owner who have not answered yet. */
  invited: string[];
  recipes: string[];
  daysAgo: number;
}

export const demoCookbooks: DemoCookbook[] = [
  {
    owner: 'maria_cooks',
    title: 'Sunday Dinners',
    coverImage: 'cover1.JPG',
    isPublic: true,
    collaborators: ['kenji.eats'],
    invited: [],
    recipes: [
      'Nonna’s Sunday Ragù',
      'Butter Chicken',
      'Steak and Ale Pie',
      'catalogue:italian:0',
      'catalogue:italian:1',
      'Tiramisù (work in progress)',
    ],
    daysAgo: 24,
  },
  {
    owner: 'maria_cooks',
    title: 'Quick Lunches',
    coverImage: 'cover4.JPG',
    isPublic: false,
    collaborators: [],
    invited: [],
    recipes: [
      'Panzanella',
      'Salmon Teriyaki Rice Bowl',
      'Lentil Salad with Mustard Dressing',
      'catalogue:mediterranean:0',
    ],
    daysAgo: 10,
  },
  {
    owner: 'kenji.eats',
    title: 'Noodle Nights',
    coverImage: 'cover2.JPG',
    isPublic: true,
    collaborators: ['jules'],
    invited: [],
    recipes: ['Weeknight Shoyu Ramen', 'Quick Chicken Pho', 'catalogue:japanese:0', 'catalogue:korean:0'],
    daysAgo: 21,
  },
  {
    owner: 'priya',
    title: 'Spice Box',
    coverImage: 'cover3.JPG',
    isPublic: true,
    collaborators: [],
    invited: ['maria_cooks'],
    recipes: ['Chana Masala', 'Butter Chicken', 'Peanut Chutney', 'Masala Chai', 'catalogue:indian:0'],
    daysAgo: 18,
  },
  {
    owner: 'sam_bakes',
    title: 'Bread Basket',
    coverImage: 'cover5.JPG',
    isPublic: true,
    collaborators: [],
    invited: ['lea.green'],
    recipes: [
      'Everyday Sourdough',
      'Cheese and Chive Scones',
      'Milk Bread (Shokupan)',
      'Cardamom Buns (Kardemummabullar)',
    ],
    daysAgo: 16,
  },
  {
    owner: 'lea.green',
    title: 'Green Plates',
    coverImage: 'cover6.JPG',
    isPublic: false,
    collaborators: ['maria_cooks'],
    invited: [],
    recipes: [
      'Ratatouille Provençale',
      'Panzanella',
      'Chana Masala',
      'Fattoush',
      'catalogue:mediterranean:1',
    ],
    daysAgo: 14,
  },
  {
    owner: 'omar_grills',
    title: 'Grill Season',
    coverImage: 'cover7.JPG',
    isPublic: true,
    collaborators: [],
    invited: [],
    recipes: [
      'Chicken Shish Tawook',
      'Smoky Baba Ganoush',
      'Mint Lemonade',
      'catalogue:middle eastern:0',
      'catalogue:mexican:0',
    ],
    daysAgo: 9,
  },
  {
    owner: 'nora.n',
    title: 'Fika',
    coverImage: 'cover8.JPG',
    isPublic: true,
    collaborators: [],
    invited: [],
    recipes: ['Cardamom Buns (Kardemummabullar)', 'Almond Cake (Mandelkaka)', 'Vietnamese Iced Coffee'],
    daysAgo: 6,
  },
];

/** Who liked what: member → recipe titles (or catalogue references). */
export const demoLikes: Record<string, string[]> = {
  maria_cooks: [
    'Weeknight Shoyu Ramen',
    'Butter Chicken',
    'Chana Masala',
    'Ratatouille Provençale',
    'Cardamom Buns (Kardemummabullar)',
    'catalogue:italian:0',
    'catalogue:italian:1',
  ],
  'kenji.eats': [
    'Nonna’s Sunday Ragù',
    'Lemon Ricotta Pancakes',
    'Quick Chicken Pho',
    'Everyday Sourdough',
    'catalogue:japanese:0',
  ],
  priya: [
    'Nonna’s Sunday Ragù',
    'Chicken Shish Tawook',
    'Smoky Baba Ganoush',
    'Panzanella',
    'catalogue:italian:0',
  ],
  sam_bakes: [
    'Milk Bread (Shokupan)',
    'Cardamom Buns (Kardemummabullar)',
    'Steak and Ale Pie',
    'Nonna’s Sunday Ragù',
    'catalogue:mediterranean:0',
  ],
  'lea.green': [
    'Chana Masala',
    'Panzanella',
    'Fattoush',
    'Lemongrass Tofu Bánh Mì Bowl',
    'Everyday Sourdough',
    'catalogue:italian:0',
  ],
  omar_grills: ['Butter Chicken', 'Quick Chicken Pho', 'Fresh Summer Rolls', 'Nonna’s Sunday Ragù'],
  jules: [
    'Weeknight Shoyu Ramen',
    'Salmon Teriyaki Rice Bowl',
    'Mint Lemonade',
    'Chana Masala',
    'catalogue:japanese:0',
    'catalogue:korean:0',
  ],
  'nora.n': [
    'Everyday Sourdough',
    'Salmon Teriyaki Rice Bowl',
    'Chocolate Mousse with Aquafaba',
    'Nonna’s Sunday Ragù',
    'catalogue:italian:1',
  ],
};

/** Comments: [author, recipe title or catalogue reference, text, hours ago]. */
export const demoComments: Array<[string, string, string, number]> = [
  ['kenji.eats', 'Nonna’s Sunday Ragù', 'Three hours well spent. The pork shoulder makes it.', 600],
  ['priya', 'Nonna’s Sunday Ragù', 'Added a pinch of chilli flakes, hope Nonna forgives me.', 420],
  ['maria_cooks', 'Nonna’s Sunday Ragù', 'She would approve, Priya!', 418],
  ['sam_bakes', 'Nonna’s Sunday Ragù', 'Leftovers made an excellent pie filling.', 300],
  ['omar_grills', 'Nonna’s Sunday Ragù', 'Slow food at its best.', 150],
  ['maria_cooks', 'Weeknight Shoyu Ramen', 'So quick for how good it tastes.', 550],
  ['jules', 'Weeknight Shoyu Ramen', 'Jammy eggs are non-negotiable.', 520],
  ['maria_cooks', 'Butter Chicken', 'Best thing I ate all month.', 240],
  ['omar_grills', 'Butter Chicken', 'Grilling the chicken first is the trick.', 200],
  ['lea.green', 'Chana Masala', 'My go-to weeknight dinner now.', 650],
  ['jules', 'Chana Masala', 'Works great with a squeeze of lime too.', 100],
  ['maria_cooks', 'Ratatouille Provençale', 'Frying each vegetable separately really matters.', 580],
  ['sam_bakes', 'French Onion Soup (vegan)', 'Could not tell it was vegan.', 290],
  ['lea.green', 'Everyday Sourdough', 'The overnight proof gave me the best crumb ever.', 640],
  ['nora.n', 'Everyday Sourdough', 'Which flour do you use?', 400],
  ['sam_bakes', 'Everyday Sourdough', 'Any strong white flour, around 12% protein.', 398],
  ['kenji.eats', 'Cheese and Chive Scones', 'Gone in ten minutes.', 350],
  ['priya', 'Chicken Shish Tawook', 'That marinade!', 560],
  ['jules', 'Smoky Baba Ganoush', 'Charring over the gas flame made the kitchen smell amazing.', 180],
  ['maria_cooks', 'Quick Chicken Pho', 'Perfect on a rainy day.', 530],
  ['omar_grills', 'Fresh Summer Rolls', 'The peanut dip is addictive.', 340],
  ['kenji.eats', 'Vietnamese Iced Coffee', 'Now I need a phin filter.', 230],
  ['sam_bakes', 'Cardamom Buns (Kardemummabullar)', 'The knots took practice but worth it.', 510],
  ['maria_cooks', 'Cardamom Buns (Kardemummabullar)', 'Fika at my place next week?', 160],
  ['kenji.eats', 'Salmon Soup (Lohikeitto)', 'So much dill, so good.', 380],
  ['lea.green', 'Lemon Ricotta Pancakes', 'Trying a vegan version of these.', 320],
  ['nora.n', 'Milk Bread (Shokupan)', 'Softest bread I have ever made.', 210],
  ['priya', 'Panzanella', 'Summer in a bowl.', 140],
  ['omar_grills', 'Lemongrass Tofu Bánh Mì Bowl', 'Great lunch idea.', 20],
  ['maria_cooks', 'catalogue:italian:0', 'Made this from the catalogue, turned out great.', 260],
  ['jules', 'catalogue:japanese:0', 'Good base, I added more chilli.', 190],
  ['lea.green', 'catalogue:italian:0', 'Easy to make vegan, too.', 90],
];
