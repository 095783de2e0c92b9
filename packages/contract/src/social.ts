import { notificationAnswers } from '@potluck/domain';
import { z } from 'zod';
import { id24, limitParam, timestamp } from './common.ts';
import { storableText } from './text.ts';

// Friends, friend requests, chat messages and notifications (API.md "Friends, chat, notifications").

export const memberIdParams = z.object({ id: id24 });

export const latestMessage = z.object({ text: z.string(), createdAt: timestamp }).nullable();

export const friend = z.object({
  _id: id24,
  userInfo: id24,
  username: z.string(),
  fName: z.string(),
  lName: z.string(),
  profilePic: z.string(),
  /** Only on your own list. */
  latestMessage: latestMessage.optional(),
});
export type Friend = z.infer<typeof friend>;
export const friendList = z.array(friend);

export const friendsQuery = z.object({ limit: limitParam(100) });

export const friendRequest = z.object({
  _id: id24,
  username: z.string(),
  fName: z.string(),
  lName: z.string(),
  profilePic: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequest>;
export const friendRequestList = z.array(friendRequest);

export const sendFriendRequestBody = z.object({ fromId: id24, toId: id24 });
/** `friends` when the other member had already asked you, so the request made you friends at once. */
export const sendFriendRequestAnswer = z.object({ status: z.enum(['sent', 'friends']) });
export const answerFriendRequestBody = z.object({ currentUserId: id24, requesterId: id24 });
export const removeFriendBody = z.object({ userId: id24, friendId: id24 });

export const message = z.object({
  _id: id24,
  sender: id24,
  recipient: id24,
  text: z.string(),
  createdAt: timestamp,
});
export type Message = z.infer<typeof message>;
export const messageList = z.array(message);
export const friendIdParams = z.object({ friendId: id24 });
export const messagesQuery = z.object({ limit: limitParam(100), before: id24.optional() });
export const sendMessageBody = z.object({
  recipient: id24,
  text: storableText()
    .max(1000, 'must be at most 1000 characters')
    .refine((text) => text.trim().length > 0, 'must not be blank'),
});

export const notification = z.object({
  _id: id24,
  /** One of @potluck/domain's `sentNotificationTypes`; the SPA shows any other as a generic notification. */
  type: z.string(),
  read: z.boolean(),
  createdAt: timestamp,
  fromUser: z
    .object({ _id: id24, fName: z.string(), lName: z.string(), username: z.string(), profilePic: z.string() })
    .nullable(),
  data: z.object({
    recipeId: z.string().optional(),
    commentId: z.string().optional(),
    cookbookId: z.string().optional(),
    /** The potluck a potluck_* notification is about (it opens /potluck/<potluckId>). */
    potluckId: z.string().optional(),
  }),
  /**
   * What it is about: the liked or commented recipe's title, the cookbook's, or the potluck's; null when gone or
   * none.
   */
  subject: z.string().nullable(),
  /**
   * A friend request or a cookbook invitation: how the member answered it (from the profile or the panel), or
   * null while it still waits. Always null for other types.
   */
  answer: z.enum(notificationAnswers).nullable(),
});
export type Notification = z.infer<typeof notification>;
export const notificationList = z.array(notification);
export const notificationsQuery = z.object({ limit: limitParam(50), before: id24.optional() });
