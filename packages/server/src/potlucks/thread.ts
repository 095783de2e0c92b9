import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOrGuestRoute } from './memberRoute.ts';
import { tell } from './news.ts';
import { schemas } from './schemas.ts';

// A potluck's thread (README "Potluck"): everyone who may open the potluck reads it a page at a time and writes
// to it; a message is a `potluck` live event carrying its id (and the version the potluck is at), to exactly those
// guests. Guests without an account read and write it like anyone who may open the potluck.

export default async function threadRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potluckThreads } = app;

  route.get('/api/potlucks/:id/messages', memberOrGuestRoute(schemas.thread), async (request) =>
    potluckThreads.page(request.params.id, request.member.id, request.query),
  );

  route.post('/api/potlucks/:id/messages', memberOrGuestRoute(schemas.message), async (request, reply) => {
    const { message, news } = await potluckThreads.add(
      request.params.id,
      request.member.id,
      request.body.text,
    );
    await tell(app, news, { messageId: message.id });
    return reply.code(201).send(message);
  });
}
