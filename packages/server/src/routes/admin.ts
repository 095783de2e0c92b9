import {
  adminRuntime,
  adminUserList,
  adminUsersQuery,
  errorResponses,
  idParams,
  okBody,
  topCommented,
  topLiked,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../errors.ts';
import { publish } from '../events.ts';
import { createRuntimeReadings } from '../runtime.ts';

// The admin dashboard: for members whose is_admin is set, everyone else gets 403.

const topListLength = 5;

export default async function adminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { admin, shoppingLists } = app;
  const runtime = createRuntimeReadings(
    () => app.events.streams(),
    () => admin.databaseMemory(),
  );
  app.addHook('onClose', async () => runtime.stop());

  route.get(
    '/api/admin/runtime',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "This process's memory (the embedded database's part too), its event loop's delay since the previous reading, its open streams",
        response: { 200: adminRuntime, ...errorResponses(401, 403) },
      },
    },
    async () => runtime.read(),
  );

  route.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: adminUsersQuery,
        response: { 200: adminUserList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.users(request.query),
  );

  route.delete(
    '/api/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const me = request.member;
      if (request.params.id === me.id) badRequest('id: you cannot delete your own account here');
      // Their own shopping list goes with them and their shares of others' lists end: whoever else had one of
      // those lists open reads it again (and learns it is gone, or that its shares changed).
      const listsTouched = await shoppingLists.othersOnListsOf(request.params.id);
      if (!(await admin.deleteMember(request.params.id))) notFound('Member not found');
      const audienceOf = new Map<string, string[]>();
      for (const { listId, memberId } of listsTouched) {
        audienceOf.set(listId, [...(audienceOf.get(listId) ?? []), memberId]);
      }
      for (const [listId, audience] of audienceOf) {
        await publish(app.db, audience, { type: 'shopping', listId });
      }
      return { ok: true as const };
    },
  );

  route.get(
    '/api/admin/top-commented',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: topCommented, ...errorResponses(401, 403) } },
    },
    async () => admin.topCommented(topListLength),
  );

  route.get(
    '/api/admin/top-liked',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: topLiked, ...errorResponses(401, 403) } },
    },
    async () => admin.topLiked(topListLength),
  );
}
