import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openRecipe } from './openRecipe.ts';
import { memberRoute, schemas } from './schemas.ts';

// What a recipe shows of its cooks (docs/decisions/037): "Cooked 12 times · 4.4 from 9 ratings" and the cooks
// themselves with photos and notes, newest first, both over the cooks the viewer may see, of a recipe they may open.

export default async function recipeCookRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { cooks } = app;

  route.get('/api/recipes/:id/cooks', memberRoute('cooks', schemas.ofRecipe), async (request) => {
    await openRecipe(app, request.params.id, request.member.id);
    return cooks.ofRecipe(request.params.id, request.member.id, request.query);
  });

  route.get('/api/recipes/:id/cooks/summary', memberRoute('cooks', schemas.summary), async (request) => {
    await openRecipe(app, request.params.id, request.member.id);
    return cooks.summary(request.params.id, request.member.id);
  });
}
