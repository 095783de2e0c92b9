import { errorResponses, recipeDraft, recipeImportBody } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importRecipe } from '../recipeImport/importRecipe.ts';

// Import from a link (API.md "POST /api/recipes/import"): a draft read from a web page, for the member to review
// in the Create Recipe form. Nothing is saved here but the page's picture (stored like an upload).

export default async function recipeImportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/recipes/import',
    {
      config: { access: 'member' },
      schema: {
        tags: ['recipes'],
        body: recipeImportBody,
        response: { 200: recipeDraft, ...errorResponses(400, 401, 413, 422, 429, 502, 504) },
      },
    },
    async (request) => {
      request.member;
      return importRecipe(request.body.url, {
        db: app.db,
        allowHosts: app.config.importAllowHosts,
        origin: app.config.publicOrigin ?? `${request.protocol}://${request.host}`,
      });
    },
  );
}
