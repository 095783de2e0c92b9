import {
  errorResponses,
  potluckMessage,
  potluckMessageBody,
  potluckMessages,
  potluckMessagesQuery,
  potluckParams,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { requireMember } from '../plugins/auth.ts';
import { potluckNotFound, tellPotluck } from '../potluckNews.ts';

// A potluck's thread (README "Potluck"): everyone who may open the potluck reads it a page at a time and writes
// to it; a message is a `potluck` live event carrying its id, to exactly those guests.

export default async function potluckThreadRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potluckThreads } = app;

  // A potluck is its guests' private data: no cache keeps it for the next person on the device.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const common = { tags: ['potluck'] };
  const member = { config: { access: 'member' as const } };

  route.get(
    '/api/potlucks/:id/messages',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        querystring: potluckMessagesQuery,
        response: { 200: potluckMessages, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      (await potluckThreads.page(request.params.id, requireMember(request).id, request.query)) ??
      notFound(potluckNotFound),
  );

  route.post(
    '/api/potlucks/:id/messages',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        body: potluckMessageBody,
        response: { 201: potluckMessage, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const author = requireMember(request);
      const { id } = request.params;
      const message =
        (await potluckThreads.add(id, author.id, request.body.text)) ?? notFound(potluckNotFound);
      await tellPotluck(app, id, { messageId: message.id });
      return reply.code(201).send(message);
    },
  );
}
