// Complete sample records in the contract's shapes, for walkthroughs and machine tests. Each builder fills every
// field with something plausible; callers override what their case is about.
import type {
  AdminUser,
  Comment,
  Cookbook,
  Friend,
  MemberRecipe,
  Notification,
  OwnProfile,
  PublicProfile,
  RecipeDetail,
  RecipeSummary,
} from '../../machines/support/records.ts';

/** A 24-hex id, as the API hands out: sampleId(1) = '000…001'. */
export const sampleId = (n: number): string => n.toString(16).padStart(24, '0');

const createdAt = '2026-01-01T12:00:00.000Z';
const noTags = { mealType: [], cuisine: [], diet: [], intolerance: [] };

export const aRecipe = (recipe: Partial<MemberRecipe> = {}): MemberRecipe => {
  const id = recipe._id ?? sampleId(500);
  return {
    _id: id,
    id,
    title: 'Pancakes',
    image: '/media/pancakes.webp',
    ingredients: ['flour', 'milk', 'eggs'],
    instructions: ['Mix', 'Fry'],
    prepTime: 10,
    cookTime: 15,
    servings: '4',
    link: '',
    tags: noTags,
    ...noTags,
    isPublic: true,
    owner: { _id: sampleId(9), username: 'ada' },
    likeCount: 0,
    liked: false,
    createdAt,
    ...recipe,
  };
};

/** A recipe as the detail screen reads it (the client's one view of member and provider recipes). */
export const aRecipeView = (recipe: Partial<RecipeDetail> = {}): RecipeDetail => ({
  id: '716429',
  source: 'provider',
  title: 'Pasta',
  image: '/media/pasta.webp',
  servings: '2',
  readyInMinutes: 30,
  ingredients: ['200 g spaghetti', '2 tomatoes'],
  steps: ['Boil the pasta.', 'Toss with the tomatoes.'],
  supplies: [],
  nutrients: [],
  ...recipe,
});

/** n nutrition entries: n0, n1, … */
export const someNutrients = (n: number): NonNullable<RecipeDetail['nutrients']> =>
  Array.from({ length: n }, (_, i) => ({ name: `n${i}`, amount: i, unit: 'g' }));

export const aSummary = (summary: Partial<RecipeSummary> = {}): RecipeSummary => ({
  id: '716429',
  title: 'Pasta',
  image: null,
  readyInMinutes: 30,
  servings: 2,
  ...summary,
});

export const aCookbook = (cookbook: Partial<Cookbook> = {}): Cookbook => {
  const id = cookbook._id ?? sampleId(300);
  return {
    _id: id,
    id,
    title: 'Soups',
    coverImage: 'cover1.JPG',
    isPublic: false,
    owners: [sampleId(9)],
    ownerNames: [{ _id: sampleId(9), username: 'ada' }],
    recipes: [],
    ...cookbook,
  };
};

export const aComment = (comment: Partial<Comment> = {}): Comment => ({
  _id: sampleId(400),
  userId: sampleId(1),
  username: 'bob',
  text: 'Lovely!',
  createdAt,
  ...comment,
});

export const aFriend = (friend: Partial<Friend> & { username: string }): Friend => {
  const id = friend._id ?? sampleId(friend.username.length * 1000 + friend.username.charCodeAt(0));
  return { _id: id, userInfo: id, fName: '', lName: '', profilePic: '', latestMessage: null, ...friend };
};

export const aSender = (username: string, id = sampleId(2)) => ({
  _id: id,
  fName: username,
  lName: '',
  username,
  profilePic: '',
});

export const aNotification = (notification: Partial<Notification> = {}): Notification => ({
  _id: sampleId(700),
  type: 'recipe_like',
  read: false,
  createdAt,
  fromUser: aSender('bob'),
  data: {},
  subject: null,
  answer: null,
  ...notification,
});

export const anAdminUser = (username: string, id = sampleId(username.charCodeAt(0))): AdminUser => ({
  _id: id,
  username,
  isAdmin: false,
  createdAt,
});

const profileFields = {
  _id: sampleId(9),
  userId: sampleId(9),
  userInfo: sampleId(9),
  username: 'ada',
  fName: 'Ada',
  lName: 'Lovelace',
  bio: 'Cooks on Sundays',
  profilePic: '',
  coverImage: '',
  friends: 1,
  isAdmin: false,
};

export const anOwnProfile = (profile: Partial<OwnProfile> = {}): OwnProfile => ({
  ...profileFields,
  intolerances: ['dairy'],
  units: null,
  ...profile,
});

export const aPublicProfile = (profile: Partial<PublicProfile> = {}): PublicProfile => ({
  ...profileFields,
  relation: 'none',
  ...profile,
});
