import { defaultCoverImage, potluckCookbookTitle } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dishContent } from './dishes.ts';
import { memberOrGuestRoute, memberRoute } from './memberRoute.ts';
import { announce } from './news.ts';
import { refuse } from './refusals.ts';
import { schemas } from './schemas.ts';

// A potluck's menu (README "Potluck"; decisions 025 and 031): claiming a place in a course with a recipe the member
// may open or a free text, the servings, giving a place back, and saving the menu's recipes as a cookbook. The
// cooks of a course are told when its menu changes (by the claim's own SQL, potluckMenuRepository.ts).

export default async function menuRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potlucks, potluckMenus } = app;

  route.post('/api/potlucks/:id/dishes', memberOrGuestRoute(schemas.claim), async (request, reply) => {
    const { id } = request.params;
    const { course, servings, confirmDuplicate } = request.body;
    // Who may claim is decided in the claim's transaction; with a recipe, a first look answers a stranger 404
    // before the recipe is looked up.
    const content = await dishContent(app, request.member.id, request.body, id);
    const change = await potluckMenus.claim(id, request.member.id, {
      course,
      content,
      servings,
      confirmDuplicate,
    });
    return reply.code(201).send(await announce(app, request.member, change));
  });

  route.patch('/api/potlucks/:id/dishes/:dishId', memberOrGuestRoute(schemas.servings), async (request) => {
    const { id, dishId } = request.params;
    const change = await potluckMenus.setServings(id, request.member.id, dishId, request.body.servings);
    return announce(app, request.member, change);
  });

  route.delete('/api/potlucks/:id/dishes/:dishId', memberOrGuestRoute(schemas.unclaim), async (request) => {
    const { id, dishId } = request.params;
    return announce(app, request.member, await potluckMenus.unclaim(id, request.member.id, dishId));
  });

  /** The menu's recipes the member may open themself (another cook's private recipe stays theirs), as a cookbook. */
  async function saveMenu(potluckId: string, memberId: string, title: string | undefined) {
    const potluckTitle = await potlucks.titleFor(potluckId, memberId);
    const menu = await app.recipeSummaries.forRecipes(await potluckMenus.menuRecipeIds(potluckId), memberId);
    const recipeIds = menu.filter((summary) => summary.title !== null).map((summary) => summary.id);
    if (recipeIds.length === 0) refuse({ reason: 'noRecipes' });
    const cookbookId = await app.cookbooks.create(memberId, {
      title: title ?? (potluckCookbookTitle(potluckTitle) || 'Potluck'),
      coverImage: defaultCoverImage,
      isPublic: false,
      recipeIds,
    });
    return { cookbookId, recipes: recipeIds.length };
  }

  route.post('/api/potlucks/:id/cookbook', memberRoute(schemas.cookbook), async (request, reply) =>
    reply.code(201).send(await saveMenu(request.params.id, request.member.id, request.body.title)),
  );
}
