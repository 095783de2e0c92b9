// Minimal shapes of the server's answers (API.md) that the machines read.
// packages/contract did not exist yet when the machines were written; when it does, replace each type here with
// `export type { X } from '@potluck/contract'` so the machines follow the contract without other edits.

export type Id = string;

export type MemberRecipe = {
  _id: Id;
  title: string;
  image: string;
  isPublic: boolean;
  owner?: { _id?: Id; username: string };
  likeCount?: number;
  liked?: boolean;
};

/** A card in the discovery grid: a member's public recipe or an external provider result. */
export type RecipeCard = { id: Id | number; title: string; image?: string; source: 'member' | 'external' };

export type Comment = { _id: Id; username: string; text: string; createdAt: string };

export type Likes = { likeCount: number; liked: boolean };

export type Nutrient = { name: string; amount: number; unit: string; percentOfDailyNeeds?: number };

export type Cookbook = { _id: Id; title: string; coverImage?: string; isPublic: boolean; owners?: Id[] };

/** null where the server does not know a value (a provider recipe missing from the catalogue). */
export type RecipeSummary = {
  id: Id | number;
  title: string | null;
  image?: string | null;
  readyInMinutes?: number | null;
  servings?: string | number | null;
};

export type CookbookDetail = Cookbook & {
  ownerNames?: { _id: Id; username: string }[];
  recipes: Id[];
  recipeSummaries?: RecipeSummary[];
};

export type UserHit = { _id: Id; username: string };

export type Friend = {
  _id: Id;
  username: string;
  fName?: string;
  lName?: string;
  profilePic?: string;
  latestMessage?: { text: string; createdAt: string } | null;
};

export type Message = { _id: Id; sender: Id | { _id: Id }; recipient: Id; text: string; createdAt: string };

export type Relation = 'self' | 'friends' | 'incoming' | 'outgoing' | 'none';

export type Profile = {
  _id: Id;
  username: string;
  fName?: string;
  lName?: string;
  bio?: string;
  profilePic?: string;
  coverImage?: string;
  intolerances?: string[];
  relation?: Relation;
};

export type ProfileEdit = {
  fName: string;
  lName: string;
  bio: string;
  profilePic: string;
  coverImage: string;
};

export type Notification = {
  _id: Id;
  type: string;
  read: boolean;
  createdAt: string;
  /** null once the sender's account is gone. */
  fromUser?: { _id: Id; fName?: string; lName?: string; username?: string } | null;
  data?: { recipeId?: Id; commentId?: Id; cookbookId?: Id };
};

export type LoginAnswer = { token?: string; username?: string; isAdmin?: boolean; error?: string };

export type Registration = {
  username: string;
  password: string;
  fName: string;
  lName: string;
  bio?: string;
  intolerances?: string[];
};

export type AdminUser = { _id: Id; username: string };
export type TopCommented = { recipeId: Id; title: string; commentCount: number };
export type TopLiked = { recipeId: Id; title: string; likeCount: number };

export type RecipeTags = { mealType: string[]; cuisine: string[]; diet: string[]; intolerance: string[] };

/** What the 'Create a New Recipe' form sends (POST /api/recipes). */
export type NewRecipe = {
  title: string;
  /** A data URL read from the chosen photo. */
  image: string;
  ingredients: string[];
  instructions: string[];
  prepTime?: number;
  cookTime?: number;
  servings?: string;
  link?: string;
  tags?: RecipeTags;
  isPublic: boolean;
  cookbookId?: Id;
};

/** A recipe as the detail screen shows it, member or external; the machine reads only these fields. */
export type RecipeDetail = {
  title: string;
  image?: string;
  nutrients?: Nutrient[];
  owner?: { username: string };
};
