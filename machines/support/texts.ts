// The words and numbers of SPEC §5, §8 and §9 that the machines put into context.
// @potluck/domain did not export them yet when the machines were written; move each one there once it does
// and re-export it from here, so machines keep importing one place.

export const texts = {
  invalidCredentials: 'Invalid credentials. Please try again.',
  selectCookbook: 'Please select a cookbook!',
  alreadyInCookbook: 'This recipe is already in the cookbook.',
  addToCookbookFailed: 'Failed to add recipe to cookbook.',
  linkCopied: 'Link copied to clipboard!',
  commentTooShort: 'Comment is too short!',
  recipeCreated: 'Recipe created!',
  deleteRecipeConfirm: 'Are you sure you want to delete this recipe? This action cannot be undone.',
  deleteCookbookConfirm: 'Are you sure you want to delete this cookbook? This action cannot be undone.',
  removeRecipeConfirm: 'Are you sure you want to remove this recipe?',
  deleteUserConfirm: 'Delete this user?',
  coverRequired: 'Please select a cover image.',
  inviteFailed: 'Invite failed',
  collaboratorAdded: 'Collaborator added!',
  recipeRemoved: 'Recipe removed',
  removeRecipeFailed: 'Failed to remove recipe',
  friendRequestFailed: 'Failed to send friend request.',
  profileLoadFailed: 'Failed to load profile',
  friendsLoadFailed: 'Failed to fetch friends',
  friendRemoved: 'Friend removed',
  friendRemoveFailed: 'Failed to remove friend',
  usernameUpdated: 'Username updated',
  passwordUpdated: 'Password updated',
  allergiesUpdated: 'Allergies updated',
  updateFailed: 'Update failed',
  allergiesUpdateFailed: 'Failed to update',
  profileLinkCopied: 'Profile link copied!',
} as const;

export const removeFriendConfirm = (username: string): string =>
  `Remove @${username}? You won't be able to send or recieve chats from this user any more.`;

export const limits = {
  commentMin: 3,
  commentMax: 150,
  commentsFirstShown: 3,
  commentsPerLoadMore: 3,
  nutritionShown: 6,
  cookbookTitleMax: 18,
  bioMax: 60,
  userSearchMin: 2,
  userSearchPauseMs: 300,
  recipePageSize: 24,
  /** Every 6th slot of the public grid holds an external recipe. */
  externalSlotEvery: 6,
  cookbookCacheMs: 600_000,
  notificationPollMs: 10_000,
  chatAlertPollMs: 30_000,
  toastsHeld: 20,
  toastMs: 4_000,
  successToastMs: 2_000,
  adminUsersShown: 3,
  loadingPlaceholders: 8,
} as const;
