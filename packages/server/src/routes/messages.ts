import { friendIdParams, message, messageList, messagesQuery, sendMessageBody } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../errors.ts';
import { publish } from '../events.ts';
import { requireMember } from '../plugins/auth.ts';
import { createMemberRepository } from '../repositories/memberRepository.ts';
import { createMessageRepository } from '../repositories/messageRepository.ts';

// Chat: only friends can message each other; a conversation pages backwards with the `before` cursor.

export default async function messageRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const messages = createMessageRepository(app.db);
  const members = createMemberRepository(app.db);

  route.get(
    '/api/messages/:friendId',
    {
      schema: {
        tags: ['messages'],
        params: friendIdParams,
        querystring: messagesQuery,
        response: { 200: messageList },
      },
    },
    async (request) => {
      const me = requireMember(request);
      const { limit, before } = request.query;
      return messages.conversation(me.id, request.params.friendId, { limit, ...(before ? { before } : {}) });
    },
  );

  route.post(
    '/api/messages',
    { schema: { tags: ['messages'], body: sendMessageBody, response: { 201: message } } },
    async (request, reply) => {
      const me = requireMember(request);
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
