import {
  errorResponses,
  friendIdParams,
  message,
  messageList,
  messagesQuery,
  sendMessageBody,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../errors.ts';
import { publish } from '../events.ts';

// Chat: only friends can message each other; a conversation pages backwards with the `before` cursor.

export default async function messageRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { messages, members } = app;

  route.get(
    '/api/messages/:friendId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['messages'],
        params: friendIdParams,
        querystring: messagesQuery,
        response: { 200: messageList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const me = request.member;
      const { limit, before } = request.query;
      return messages.conversation(me.id, request.params.friendId, { limit, ...(before ? { before } : {}) });
    },
  );

  route.post(
    '/api/messages',
    {
      config: { access: 'member' },
      schema: {
        tags: ['messages'],
        body: sendMessageBody,
        response: { 201: message, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const me = request.member;
      const { recipient, text } = request.body;
      const sent = await messages.sendToFriend(me.id, recipient, text);
      if (!sent) {
        if ((await members.usernameById(recipient)) === undefined) notFound('Member not found');
        forbidden('You can only message your friends');
      }
      await publish(app.db, recipient, { type: 'message', messageId: sent._id, from: me.id });
      return reply.code(201).send(sent);
    },
  );
}
