// The exact words of SPEC §5 and §8 that several layers show (machines put them in context, the UI renders them,
// tests look for them). Spelling is the spec's, including 'recieve'.

export const messages = {
  commentTooShort: 'Comment is too short!',
  commentTooLong: 'Comment is too long!',
  selectCookbook: 'Please select a cookbook!',
  alreadyInCookbook: 'This recipe is already in the cookbook.',
  addToCookbookFailed: 'Failed to add recipe to cookbook.',
  coverRequired: 'Please select a cover image.',
  /** A chosen file that the image rules (images.ts) do not accept as a picture. */
  imageRejected: 'That file is not a picture. Choose a JPEG, PNG, GIF, BMP or WebP image.',
  cookbookTitleRequired: 'Please enter a title.',
  cookbookTitleTooLong: 'Title must be at most 18 characters.',
  bioTooLong: 'Bio must be at most 60 characters.',
  passwordTooShort: 'Password must be at least 6 characters.',
  invalidCredentials: 'Invalid credentials. Please try again.',
  linkCopied: 'Link copied to clipboard!',
  profileLinkCopied: 'Profile link copied!',
  recipeCreated: 'Recipe created!',
  inviteFailed: 'Invite failed',
  collaboratorAdded: 'Collaborator added!',
  recipeRemoved: 'Recipe removed',
  removeRecipeFailed: 'Failed to remove recipe',
  friendRequestFailed: 'Failed to send friend request.',
  /** Accepting or declining a friend request failed (profile button or notification panel). */
  friendAnswerFailed: 'Failed to answer the friend request. Please try again.',
  /** Accepting or declining a cookbook invitation failed. */
  shareAnswerFailed: 'Failed to answer the cookbook invitation. Please try again.',
  clearNotificationsFailed: 'Failed to clear notifications. Please try again.',
  profileLoadFailed: 'Failed to load profile',
  /** Saving the profile edit failed; the server's reason is shown when it gave one. */
  profileSaveFailed: 'Failed to save your profile. Please try again.',
  friendsLoadFailed: 'Failed to fetch friends',
  friendRemoved: 'Friend removed',
  friendRemoveFailed: 'Failed to remove friend',
  usernameUpdated: 'Username updated',
  passwordUpdated: 'Password updated',
  allergiesUpdated: 'Allergies updated',
  updateFailed: 'Update failed',
  allergiesUpdateFailed: 'Failed to update',
  adminsOnly: 'This page is for admins.',
} as const;

export const confirmations = {
  deleteRecipe: 'Are you sure you want to delete this recipe? This action cannot be undone.',
  deleteCookbook: 'Are you sure you want to delete this cookbook? This action cannot be undone.',
  removeRecipe: 'Are you sure you want to remove this recipe?',
  deleteUser: 'Delete this user?',
  clearNotifications: 'Clear all your notifications? This cannot be undone.',
} as const;

/** The remove-friend confirmation names the friend. */
export function removeFriendConfirmation(username: string): string {
  return `Remove @${username}? You won't be able to send or recieve chats from this user any more.`;
}
