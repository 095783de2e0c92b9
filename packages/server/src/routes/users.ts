import { errorResponses, idParams, userAnswer, userSearchQuery, userSearchResult } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';

// Looking members up: a username by id, and the prefix search of the invite and friend pickers.

const minimumQuery = 2;
const maximumResults = 10;

export default async function userRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { members } = app;

  route.get(
    '/api/users/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        params: idParams,
        response: { 200: userAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      username: (await members.usernameById(request.params.id)) ?? notFound('Member not found'),
    }),
  );

  route.get(
    '/api/search/users',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        querystring: userSearchQuery,
        response: { 200: userSearchResult, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const me = request.member;
      // currentUser is ignored: the caller is always left out, whoever the client says they are.
      const text = request.query.query.trim();
      if (text.length < minimumQuery) return [];
      return members.searchByPrefix(text, me.id, maximumResults);
    },
  );
}
