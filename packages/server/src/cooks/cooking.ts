import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { storeImage } from '../images.ts';
import { tellCooked } from './news.ts';
import { openRecipe } from './openRecipe.ts';
import { cookBodyLimit, memberRoute, schemas } from './schemas.ts';

// "I cooked this" (docs/decisions/037): logging a cook of a recipe the member may open, reading one, deleting
// one's own. Photos are stored as every upload is (images.ts: re-encoded to WebP, so no location or camera data
// stays), one after the other so four large photos are not all decoded at once.

export default async function cookingRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { cooks } = app;

  route.post(
    '/api/recipes/:id/cooks',
    { ...memberRoute('cooks', schemas.log), bodyLimit: cookBodyLimit },
    async (request, reply) => {
      const { member } = request;
      const recipeId = request.params.id;
      const { photos, day, ...cook } = request.body;
      const recipe = await openRecipe(app, recipeId, member.id);
      if (cook.visibility === 'everyone' && !recipe.isPublic) {
        badRequest('visibility: everyone is only for a public recipe; choose friends or private');
      }
      const stored: string[] = [];
      for (const [index, photo] of photos.entries())
        stored.push(await storeImage(app.db, photo, `photos.${index}`));
      const cookId = await app.db.transaction(async (tx) => {
        const news = await cooks.log(
          member.id,
          { ...cook, recipeId, day: day ?? new Date().toISOString().slice(0, 10), photos: stored },
          tx,
        );
        if (!news) notFound('Recipe not found');
        await tellCooked(app, news, tx);
        return news.cookId;
      });
      return reply.code(201).send((await cooks.read(cookId, member.id)) ?? notFound('Cook not found'));
    },
  );

  route.get('/api/cooks/:id', memberRoute('cooks', schemas.read), async (request) => {
    return (await cooks.read(request.params.id, request.member.id)) ?? notFound('Cook not found');
  });

  route.delete('/api/cooks/:id', memberRoute('cooks', schemas.remove), async (request) => {
    const removed = await cooks.remove(request.params.id, request.member.id);
    if (removed === 'notYours') forbidden('Only its cook deletes a cook');
    if (!removed) notFound('Cook not found');
    await tellCooked(app, removed);
    return { ok: true as const };
  });
}
