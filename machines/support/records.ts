// The shapes of the server's answers the machines read. Server shapes come from @potluck/contract (API.md);
// the ones both member and provider recipes arrive in (browse cards, the recipe detail) are packages/client's,
// which makes them from either.
import type { RecipeCard, RecipeView } from '@potluck/client';
import type {
  AdminUser,
  Comment,
  Cookbook,
  CreateRecipeBody,
  Friend,
  FriendRequest,
  LikeState,
  Message,
  Notification,
  Profile as OwnProfile,
  ProfileUpdateBody,
  PublicProfile,
  Recipe,
  RecipeSummary,
  RegisterBody,
  Relation,
  TopCommented as TopCommentedList,
  TopLiked as TopLikedList,
  UserSearchResult,
} from '@potluck/contract';
import type { UnitSystem } from '@potluck/domain';

export type {
  AdminUser,
  Comment,
  Cookbook,
  Friend,
  FriendRequest,
  Message,
  Notification,
  OwnProfile,
  PublicProfile,
  RecipeSummary,
  Relation,
};

export type Id = string;
export type MemberRecipe = Recipe;
export type Likes = LikeState;
export type UserHit = UserSearchResult[number];
export type TopCommented = TopCommentedList[number];
export type TopLiked = TopLikedList[number];
export type Registration = RegisterBody;
export type NewRecipe = CreateRecipeBody;
/** A cookbook page: the cookbook with its recipe summaries (`?expand=recipes`). */
export type CookbookDetail = Cookbook;
/** A profile page shows either the member's own profile or someone else's (with the relation). */
export type Profile = OwnProfile | PublicProfile;
export type ProfileEdit = Required<
  Pick<ProfileUpdateBody, 'fName' | 'lName' | 'bio' | 'profilePic' | 'coverImage'>
>;

/**
 * The login answer. The contract's 200 answer always carries a token; SPEC §3 also names an `error` field, which
 * an older server sent with status 200, so the session machine still treats it as a failure.
 */
export type LoginAnswer = {
  token?: string;
  username?: string;
  isAdmin?: boolean;
  _id?: Id;
  units?: UnitSystem | null;
  error?: string;
};

/** A browse card as the client makes it: time, likes and author when the answer carries them. */
export type { RecipeCard };

/**
 * A recipe as the detail screen reads it, member or provider: the client reduces both to this one view
 * (packages/client/src/recipeView.ts); only its type crosses into the machines.
 */
export type RecipeDetail = RecipeView;

/** A recipe opened in a modal from a grid or a cookbook: its id, and its title while the detail loads. */
export type OpenedRecipe = { id: string; title?: string | undefined };
