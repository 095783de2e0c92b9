import { addDays } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dishContent } from './dishes.ts';
import { memberOrGuestRoute, memberRoute } from './memberRoute.ts';
import { announce, notifyGuests } from './news.ts';
import { schemas } from './schemas.ts';

// Hosting a potluck (README "Potluck"; decisions 025 and 031): the member's potlucks, a new one (with what the
// host brings), reading one, the host's changes and cancelling (each guest notified), and "host again". What the
// member may not do is refused by the repository (refusals.ts).

export default async function hostingRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potlucks } = app;

  route.get('/api/potlucks', memberRoute(schemas.list), async (request) => {
    // From yesterday (UTC) by default: today's potluck stays listed wherever the member is.
    const from = request.query.from ?? addDays(new Date().toISOString().slice(0, 10), -1);
    const { to = '9999-12-31', limit } = request.query;
    return potlucks.list(request.member.id, from, to, limit);
  });

  route.post('/api/potlucks', memberRoute(schemas.create), async (request, reply) => {
    const { hostDish, ...details } = request.body;
    const dish = hostDish && {
      course: hostDish.course,
      content: await dishContent(app, request.member.id, hostDish),
      // The headcount of a new potluck is the host alone.
      servings: hostDish.servings ?? 1,
    };
    const id = await potlucks.create(request.member.id, details, dish);
    return reply.code(201).send(await potlucks.read(id, request.member.id));
  });

  route.get('/api/potlucks/:id', memberOrGuestRoute(schemas.read), async (request) =>
    potlucks.read(request.params.id, request.member.id),
  );

  route.patch('/api/potlucks/:id', memberRoute(schemas.update), async (request) => {
    const change = await potlucks.update(request.params.id, request.member.id, request.body);
    // Guests are notified when what they were told of changed, not of the courses or claims closing.
    const notice = change.detailsChanged ? ({ type: 'potluck_changed' } as const) : undefined;
    return announce(app, request.member, change, notice);
  });

  route.post('/api/potlucks/:id/cancel', memberRoute(schemas.cancel), async (request) => {
    const change = await potlucks.cancel(request.params.id, request.member.id);
    return announce(app, request.member, change, { type: 'potluck_cancelled' });
  });

  route.post('/api/potlucks/:id/again', memberRoute(schemas.hostAgain), async (request, reply) => {
    const again = await potlucks.hostAgain(request.params.id, request.member.id, request.body);
    // A new potluck: its guests are invited (notified); nobody has it open yet to hear a live event.
    await notifyGuests(app, request.member, again.id, 'potluck_invite', again.invited);
    return reply.code(201).send(await potlucks.read(again.id, request.member.id));
  });
}
