import {
  errorResponses,
  idParams,
  memberIdParams,
  notificationList,
  notificationsQuery,
  okBody,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { assertSelf } from '../plugins/auth.ts';

// Your notifications: list (newest first), mark one read, clear them all.

export default async function notificationRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = app;

  route.get(
    '/api/notifications/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        params: memberIdParams,
        querystring: notificationsQuery,
        response: { 200: notificationList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      assertSelf(request.member, request.params.id, 'id');
      const { limit, before } = request.query;
      return notifications.list(request.params.id, { limit, ...(before ? { before } : {}) });
    },
  );

  route.put(
    '/api/notifications/:id/read',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        params: idParams,
        response: { 200: okBody, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const me = request.member;
      // Someone else's notification answers as if it did not exist.
      if (!(await notifications.markRead(me.id, request.params.id))) notFound('Notification not found');
      return { ok: true as const };
    },
  );

  route.delete(
    '/api/notifications/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        params: memberIdParams,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      assertSelf(request.member, request.params.id, 'id');
      await notifications.clear(request.params.id);
      return { ok: true as const };
    },
  );
}
