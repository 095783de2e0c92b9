import { idParams, memberIdParams, notificationList, notificationsQuery, okBody } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { assertSelf, requireMember } from '../plugins/auth.ts';
import { createNotificationRepository } from '../repositories/notificationRepository.ts';

// Your notifications: list (newest first), mark one read, clear them all.

export default async function notificationRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const notifications = createNotificationRepository(app.db);

  route.get(
    '/api/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        params: memberIdParams,
        querystring: notificationsQuery,
        response: { 200: notificationList },
      },
    },
    async (request) => {
      assertSelf(request, request.params.id, 'id');
      const { limit, before } = request.query;
      return notifications.list(request.params.id, { limit, ...(before ? { before } : {}) });
    },
  );

  route.put(
    '/api/notifications/:id/read',
    { schema: { tags: ['notifications'], params: idParams, response: { 200: okBody } } },
    async (request) => {
      const me = requireMember(request);
      // Someone else's notification answers as if it did not exist.
      if (!(await notifications.markRead(me.id, request.params.id))) notFound('Notification not found');
      return { ok: true as const };
    },
  );

  route.delete(
    '/api/notifications/:id',
    { schema: { tags: ['notifications'], params: memberIdParams, response: { 200: okBody } } },
    async (request) => {
      assertSelf(request, request.params.id, 'id');
      await notifications.clear(request.params.id);
      return { ok: true as const };
    },
  );
}
