import {
  answerFriendRequestBody,
  errorResponses,
  friendList,
  friendRequestList,
  friendsQuery,
  memberIdParams,
  okBody,
  removeFriendBody,
  sendFriendRequestAnswer,
  sendFriendRequestBody,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../errors.ts';
import { publish } from '../events.ts';
import { notify } from '../notifications.ts';
import { assertSelf } from '../plugins/auth.ts';

// Friends and friend requests. Ids in bodies that name "me" (fromId, currentUserId, userId) must be the caller.

export default async function friendRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { friends, members, notifications, shoppingLists, plans } = app;

  async function mustExist(id: string) {
    if ((await members.usernameById(id)) === undefined) notFound('Member not found');
  }

  route.get(
    '/api/friends/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        params: memberIdParams,
        querystring: friendsQuery,
        response: { 200: friendList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const me = request.member;
      const { id } = request.params;
      const list = await friends.list(id, { latestMessage: id === me.id, limit: request.query.limit });
      if (list.length === 0 && id !== me.id) await mustExist(id);
      return list;
    },
  );

  route.get(
    '/api/friend-requests/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        params: memberIdParams,
        response: { 200: friendRequestList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const me = request.member;
      const { id } = request.params;
      // Someone else's pending requests are theirs to see; you only learn whether yours is among them.
      return id === me.id ? friends.incoming(me.id) : friends.incoming(id, me.id);
    },
  );

  route.post(
    '/api/friend-request',
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        body: sendFriendRequestBody,
        response: { 201: sendFriendRequestAnswer, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { fromId, toId } = request.body;
      assertSelf(request.member, fromId, 'fromId');
      if (toId === fromId) badRequest('toId: you cannot send a friend request to yourself');
      await mustExist(toId);
      const status = await app.db.transaction(async (tx) => {
        const result = await friends.send(fromId, toId, tx);
        // Their request to you is answered by yours: its notification says you are friends now.
        if (result === 'friends')
          await notifications.answered(fromId, { friendRequestFrom: toId }, 'accepted', tx);
        // When they had asked first, this request answers theirs: they learn it was accepted.
        await notify(tx, {
          memberId: toId,
          fromId,
          type: result === 'sent' ? 'friend_request' : 'friend_accept',
        });
        await publish(tx, toId, {
          type: 'friends',
          change: result === 'sent' ? 'request' : 'accept',
          memberId: fromId,
        });
        return result;
      });
      return reply.code(201).send({ status });
    },
  );

  route.post(
    '/api/friend-request/accept',
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        body: answerFriendRequestBody,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const { currentUserId, requesterId } = request.body;
      assertSelf(request.member, currentUserId, 'currentUserId');
      await app.db.transaction(async (tx) => {
        await friends.accept(currentUserId, requesterId, tx);
        await notifications.answered(currentUserId, { friendRequestFrom: requesterId }, 'accepted', tx);
        await notify(tx, { memberId: requesterId, fromId: currentUserId, type: 'friend_accept' });
        await publish(tx, requesterId, { type: 'friends', change: 'accept', memberId: currentUserId });
        // The member's other pages (the bell's pending requests, the chat's friends) learn it too.
        await publish(tx, currentUserId, { type: 'friends', change: 'accept', memberId: requesterId });
      });
      return { ok: true as const };
    },
  );

  route.post(
    '/api/friend-request/deny',
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        body: answerFriendRequestBody,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request) => {
      const { currentUserId, requesterId } = request.body;
      assertSelf(request.member, currentUserId, 'currentUserId');
      await app.db.transaction(async (tx) => {
        await friends.deny(currentUserId, requesterId, tx);
        await notifications.answered(currentUserId, { friendRequestFrom: requesterId }, 'declined', tx);
        await publish(tx, requesterId, { type: 'friends', change: 'deny', memberId: currentUserId });
        await publish(tx, currentUserId, { type: 'friends', change: 'deny', memberId: requesterId });
      });
      return { ok: true as const };
    },
  );

  route.put(
    '/api/friends/remove',
    {
      config: { access: 'member' },
      schema: {
        tags: ['friends'],
        body: removeFriendBody,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request) => {
      const { userId, friendId } = request.body;
      assertSelf(request.member, userId, 'userId');
      await app.db.transaction(async (tx) => {
        await friends.remove(userId, friendId, tx);
        // What one shared with the other (shopping lists, meal plans) ends with the friendship, both ways, in
        // this transaction. Both are told about each such thing: the owner's share list changed, and the
        // ex-friend's open screen reads it again, gets 404 and says it is gone; after this they are no longer
        // its audience.
        const endedLists = await shoppingLists.endSharesBetween(userId, friendId, tx);
        for (const listId of new Set(endedLists)) {
          await publish(tx, [userId, friendId], { type: 'shopping', listId });
        }
        const endedPlans = await plans.endSharesBetween(userId, friendId, tx);
        for (const planId of new Set(endedPlans)) {
          await publish(tx, [userId, friendId], { type: 'plan', planId });
        }
        await publish(tx, friendId, { type: 'friends', change: 'remove', memberId: userId });
      });
      return { ok: true as const };
    },
  );
}
