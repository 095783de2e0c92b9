// Every call of API.md the SPA makes, one method each, named after what the member does. The machines declare
// the narrow part of this client they use; the app hands them this one object.
import type {
  AddPlanEntryBody,
  AddShoppingPlanEntriesBody,
  AdminUser,
  CalendarFeed,
  Comment,
  Cookbook,
  CreateRecipeBody,
  Friend,
  FriendRequest,
  LikeState,
  Message,
  Notification,
  PlanEntryAdded,
  PlanSummary,
  PlanWeek,
  Profile,
  ProfileUpdateBody,
  PublicProfile,
  Recipe,
  RecipeDraft,
  RegisterBody,
  SessionAnswer,
  ShoppingList,
  ShoppingListSummary,
  TopCommented,
  TopLiked,
  UnitsBody,
  UpdatePlanEntryBody,
  UserSearchResult,
} from '@potluck/contract';
import type { Http } from './http.ts';

type Id = string;
const path = (value: string | number) => encodeURIComponent(String(value));

export function createApi(http: Http) {
  return {
    // Session and members
    login: (credentials: { username: string; password: string }) =>
      http<SessionAnswer>('/api/login', { answer: 'sessionAnswer', method: 'POST', body: credentials }),
    register: (registration: RegisterBody) =>
      http<SessionAnswer>('/api/register', { answer: 'sessionAnswer', method: 'POST', body: registration }),
    logout: () => http<unknown>('/api/logout', { method: 'POST' }),
    getOwnProfile: () => http<Profile>('/api/profile', { answer: 'profile' }),
    getMemberProfile: (username: string) =>
      http<PublicProfile>(`/api/profile/${path(username)}`, { answer: 'publicProfile' }),
    updateProfile: (changes: ProfileUpdateBody) =>
      http<Profile>('/api/profile/update', { answer: 'profile', method: 'PUT', body: changes }),
    searchUsers: (query: string, currentUser: string) =>
      http<UserSearchResult>('/api/search/users', {
        answer: 'userSearchResult',
        query: { query, currentUser },
      }),
    updateUsername: (change: { currentPassword: string; newUsername: string }) =>
      http<{ username: string }>('/api/settings/username', { method: 'PUT', body: change }),
    updatePassword: (change: { currentPassword: string; newPassword: string }) =>
      http<unknown>('/api/settings/password', { method: 'PUT', body: change }),
    updateIntolerances: (intolerances: string[]) =>
      http<{ intolerances: string[] }>('/api/settings/intolerances', {
        method: 'PUT',
        body: { intolerances },
      }),
    updateUnits: (units: UnitsBody['units']) =>
      http<UnitsBody>('/api/settings/units', { method: 'PUT', body: { units } }),

    // Member recipes
    getRecipe: (id: Id) => http<Recipe>(`/api/recipes/${path(id)}`, { answer: 'recipe' }),
    createRecipe: (recipe: CreateRecipeBody) =>
      http<Recipe>('/api/recipes', { answer: 'recipe', method: 'POST', body: recipe }),
    /** A draft read from a recipe page by the server (issue 19); nothing is saved. */
    importRecipe: (url: string) =>
      http<RecipeDraft>('/api/recipes/import', { answer: 'recipeDraft', method: 'POST', body: { url } }),
    setRecipePrivacy: (id: Id, isPublic: boolean) =>
      http<{ isPublic: boolean }>(`/api/recipes/${path(id)}`, { method: 'PUT', body: { isPublic } }),
    deleteRecipe: (id: Id) => http<unknown>(`/api/recipes/${path(id)}`, { method: 'DELETE' }),
    getMyRecipes: () => http<Recipe[]>('/api/my-recipes', { answer: 'recipeList', query: { limit: 100 } }),
    getUserRecipes: (username: string) =>
      http<Recipe[]>(`/api/recipes/user/${path(username)}`, { answer: 'recipeList' }),
    /** Public recipes are asked for without credentials (SPEC §6). */
    getPublicRecipeList: (search: Record<string, string | number | undefined>) =>
      http<Recipe[]>('/api/public-recipes', { answer: 'recipeList', credentials: 'omit', query: search }),

    // Comments and likes
    getComments: (recipeId: string) =>
      http<Comment[]>(`/api/recipes/${path(recipeId)}/comments`, { answer: 'commentList' }),
    postComment: (recipeId: string, text: string) =>
      http<Comment>(`/api/recipes/${path(recipeId)}/comments`, {
        answer: 'comment',
        method: 'POST',
        body: { text },
      }),
    getCommentCount: (recipeId: string) =>
      http<{ count: number }>(`/api/recipes/${path(recipeId)}/comments/count`, { answer: 'commentCount' }),
    getLikes: (recipeId: string) =>
      http<LikeState>(`/api/recipes/${path(recipeId)}/likes`, { answer: 'likeState' }),
    toggleLike: (recipeId: string) =>
      http<LikeState>(`/api/recipes/${path(recipeId)}/like`, { answer: 'likeState', method: 'POST' }),

    // Cookbooks
    getCookbooks: () => http<Cookbook[]>('/api/cookbook', { answer: 'cookbookList' }),
    createCookbook: (cookbook: { title: string; coverImage?: string; isPublic?: boolean }) =>
      http<Cookbook>('/api/cookbook', { answer: 'cookbook', method: 'POST', body: cookbook }),
    getCookbook: (id: Id) =>
      http<Cookbook>(`/api/cookbook/${path(id)}`, { answer: 'cookbook', query: { expand: 'recipes' } }),
    setCookbookPrivacy: (id: Id, isPublic: boolean) =>
      http<Cookbook>(`/api/cookbook/${path(id)}`, { answer: 'cookbook', method: 'PUT', body: { isPublic } }),
    deleteCookbook: (id: Id) => http<unknown>(`/api/cookbook/${path(id)}`, { method: 'DELETE' }),
    addRecipeToCookbook: (cookbookId: Id, recipeId: string) =>
      http<unknown>(`/api/cookbook/${path(cookbookId)}/addRecipe`, { method: 'POST', body: { recipeId } }),
    removeRecipeFromCookbook: (cookbookId: Id, recipeId: string) =>
      http<unknown>(`/api/cookbook/${path(cookbookId)}/removeRecipe/${path(recipeId)}`, { method: 'DELETE' }),
    shareCookbook: (cookbookId: Id, toUserId: Id) =>
      http<unknown>(`/api/cookbook/${path(cookbookId)}/share`, { method: 'POST', body: { toUserId } }),
    acceptShare: (cookbookId: Id, inviterInfoId: Id) =>
      http<unknown>(`/api/cookbook/${path(cookbookId)}/share/accept`, {
        method: 'POST',
        body: { inviterInfoId },
      }),
    denyShare: (cookbookId: Id) =>
      http<unknown>(`/api/cookbook/${path(cookbookId)}/share/deny`, { method: 'POST', body: {} }),
    getUserCookbooks: (username: string) =>
      http<Cookbook[]>(`/api/cookbooks/user/${path(username)}`, { answer: 'cookbookList' }),

    // Friends, chat, notifications
    getFriends: (memberId: Id) => http<Friend[]>(`/api/friends/${path(memberId)}`, { answer: 'friendList' }),
    /** The member's pending incoming friend requests, newest first. */
    getFriendRequests: (memberId: Id) =>
      http<FriendRequest[]>(`/api/friend-requests/${path(memberId)}`, { answer: 'friendRequestList' }),
    sendFriendRequest: (request: { fromId: Id; toId: Id }) =>
      http<unknown>('/api/friend-request', { method: 'POST', body: request }),
    acceptFriendRequest: (pair: { currentUserId: Id; requesterId: Id }) =>
      http<unknown>('/api/friend-request/accept', { method: 'POST', body: pair }),
    denyFriendRequest: (pair: { currentUserId: Id; requesterId: Id }) =>
      http<unknown>('/api/friend-request/deny', { method: 'POST', body: pair }),
    removeFriend: (pair: { userId: Id; friendId: Id }) =>
      http<unknown>('/api/friends/remove', { method: 'PUT', body: pair }),
    getMessages: (friendId: Id) =>
      http<Message[]>(`/api/messages/${path(friendId)}`, { answer: 'messageList' }),
    sendMessage: (message: { recipient: Id; text: string }) =>
      http<Message>('/api/messages', { answer: 'message', method: 'POST', body: message }),
    getNotifications: (memberId: Id) =>
      http<Notification[]>(`/api/notifications/${path(memberId)}`, { answer: 'notificationList' }),
    markNotificationRead: (id: Id) => http<unknown>(`/api/notifications/${path(id)}/read`, { method: 'PUT' }),
    clearNotifications: (memberId: Id) =>
      http<unknown>(`/api/notifications/${path(memberId)}`, { method: 'DELETE' }),

    // Shopping lists: every change answers the whole list. `operationId` names a change so that one sent
    // again (an offline queue replayed after a lost answer) is applied once; `changedAt` is when the member
    // made it (the last change wins per item).
    getShoppingLists: () =>
      http<ShoppingListSummary[]>('/api/shopping-lists', { answer: 'shoppingListSummaries' }),
    getShoppingList: (listId: Id) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}`, { answer: 'shoppingList' }),
    addShoppingLines: (listId: Id, lines: string[], operationId?: string) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}/items`, {
        answer: 'shoppingList',
        method: 'POST',
        body: { lines, operationId },
      }),
    addRecipeToShoppingList: (
      listId: Id,
      recipe: { recipeId: string; servings?: number | undefined; operationId?: string },
    ) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}/recipes`, {
        answer: 'shoppingList',
        method: 'POST',
        body: recipe,
      }),
    addCookbookToShoppingList: (listId: Id, cookbookId: Id, operationId?: string) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}/cookbooks`, {
        answer: 'shoppingList',
        method: 'POST',
        body: { cookbookId, operationId },
      }),
    addPlanEntriesToShoppingList: (listId: Id, body: AddShoppingPlanEntriesBody) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}/plan-entries`, {
        answer: 'shoppingList',
        method: 'POST',
        body,
      }),
    updateShoppingItem: (
      listId: Id,
      itemId: Id,
      change: { checked?: boolean; text?: string; aisle?: string; changedAt: string },
    ) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}/items/${path(itemId)}`, {
        answer: 'shoppingList',
        method: 'PATCH',
        body: change,
      }),
    deleteShoppingItem: (listId: Id, itemId: Id) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}/items/${path(itemId)}`, {
        answer: 'shoppingList',
        method: 'DELETE',
      }),
    clearCheckedShoppingItems: (listId: Id) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}/clear-checked`, {
        answer: 'shoppingList',
        method: 'POST',
      }),
    shareShoppingList: (listId: Id, target: { memberId: Id } | { cookbookId: Id }) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}/shares`, {
        answer: 'shoppingList',
        method: 'POST',
        body: target,
      }),
    unshareShoppingList: (listId: Id, shareId: Id) =>
      http<ShoppingList>(`/api/shopping-lists/${path(listId)}/shares/${path(shareId)}`, {
        answer: 'shoppingList',
        method: 'DELETE',
      }),

    // Meal plans: every change answers a week of the plan, the one on screen when `weekStart` is given.
    // `operationId` makes an add sent again apply once; `changedAt` is when the member made a change (the last
    // change wins per entry).
    getPlans: () => http<PlanSummary[]>('/api/plans', { answer: 'planSummaries' }),
    getPlanWeek: (planId: Id, weekStart: string) =>
      http<PlanWeek>(`/api/plans/${path(planId)}/weeks/${path(weekStart)}`, { answer: 'planWeek' }),
    addPlanEntry: (planId: Id, entry: AddPlanEntryBody, weekStart?: string) =>
      http<PlanEntryAdded>(`/api/plans/${path(planId)}/entries`, {
        answer: 'planEntryAdded',
        method: 'POST',
        body: entry,
        query: { weekStart },
      }),
    updatePlanEntry: (planId: Id, entryId: Id, change: UpdatePlanEntryBody, weekStart?: string) =>
      http<PlanWeek>(`/api/plans/${path(planId)}/entries/${path(entryId)}`, {
        answer: 'planWeek',
        method: 'PATCH',
        body: change,
        query: { weekStart },
      }),
    deletePlanEntry: (planId: Id, entryId: Id, weekStart?: string) =>
      http<PlanWeek>(`/api/plans/${path(planId)}/entries/${path(entryId)}`, {
        answer: 'planWeek',
        method: 'DELETE',
        query: { weekStart },
      }),
    sharePlan: (planId: Id, memberId: Id, weekStart?: string) =>
      http<PlanWeek>(`/api/plans/${path(planId)}/shares`, {
        answer: 'planWeek',
        method: 'POST',
        body: { memberId },
        query: { weekStart },
      }),
    unsharePlan: (planId: Id, shareId: Id, weekStart?: string) =>
      http<PlanWeek>(`/api/plans/${path(planId)}/shares/${path(shareId)}`, {
        answer: 'planWeek',
        method: 'DELETE',
        query: { weekStart },
      }),

    // The member's private calendar feed address; a reset makes a new one and the old one stops at once.
    getCalendarFeed: () => http<CalendarFeed>('/api/calendar', { answer: 'calendarFeed' }),
    resetCalendarFeed: () =>
      http<CalendarFeed>('/api/calendar/reset', { answer: 'calendarFeed', method: 'POST' }),
    // The potlucks' calls (potluckApi.ts) and Cooked it's (cookApi.ts) come in chunks of their own (appClient.ts).

    // Admin
    getAdminUsers: (query?: string) =>
      http<AdminUser[]>('/api/admin/users', { answer: 'adminUserList', query: { query } }),
    deleteAdminUser: (id: Id) => http<unknown>(`/api/admin/users/${path(id)}`, { method: 'DELETE' }),
    getTopCommented: () => http<TopCommented>('/api/admin/top-commented', { answer: 'topCommented' }),
    getTopLiked: () => http<TopLiked>('/api/admin/top-liked', { answer: 'topLiked' }),
  };
}

/** The API client's type: the cached calls wrap it (data/cachedCalls.ts), and tests call it directly. */
export type Api = ReturnType<typeof createApi>;
