import { errorResponses, publicRecipesQuery, recipeList } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// The public feed: readable without logging in (the SPA calls it without credentials), newest first, filtered
// by SPEC §5's rules, paged with limit/offset and the total in X-Total-Count.

export default async function publicRecipeRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { recipes } = app;

  route.get(
    '/api/public-recipes',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['recipes'],
        querystring: publicRecipesQuery,
        response: { 200: recipeList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      // A member who sends the cookie anyway still sees which recipes they liked.
      const viewerId = request.member?.id ?? null;
      const { recipes: page, total } = await recipes.listPublic(filters, viewerId, { limit, offset });
      reply.header('x-total-count', String(total));
      return page;
    },
  );
}
