import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../errors.ts';
import { imageBodyLimit, storeOrKeepImage } from '../images.ts';
import { allowedOrigins } from '../plugins/csrf.ts';
import { openRecipe } from './openRecipe.ts';
import { memberRoute, schemas } from './schemas.ts';
import { lineChanges } from './whatChanged.ts';

// "Make it my own" (docs/decisions/037): a copy of a recipe the member may open into their own recipes, linked to
// the original; the original's versions the viewer may open; and what a version changed against its original.

const privateStaysPrivate = 'A version of a private recipe stays private while its original is private';

export default async function versionRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { recipes, recipeVersions } = app;

  route.post(
    '/api/recipes/:id/versions',
    { ...memberRoute('versions', schemas.makeVersion), bodyLimit: imageBodyLimit },
    async (request, reply) => {
      const { member } = request;
      const original =
        (await recipeVersions.original(request.params.id, member.id)) ?? notFound('Recipe not found');
      const { image: picture, isPublic = !original.isPrivate, ...changes } = request.body;
      if (original.isPrivate && isPublic) conflict(privateStaysPrivate);
      // The original's picture, left out or sent back as it was answered (an absolute URL on our origin).
      const origins = allowedOrigins(request, app.config);
      const keepsPicture =
        picture === undefined ||
        [original.image, ...origins.map((origin) => origin + original.image)].includes(picture);
      const image = keepsPicture ? original.image : await storeOrKeepImage(app.db, picture, origins);
      const id = await app.db.transaction(async (tx) => {
        const recipeId = await recipes.insert(
          member.id,
          {
            title: changes.title ?? original.title,
            image,
            ingredients: changes.ingredients ?? original.ingredients,
            instructions: changes.instructions ?? original.instructions,
            prepTime: changes.prepTime === undefined ? original.prepTime : changes.prepTime,
            cookTime: changes.cookTime === undefined ? original.cookTime : changes.cookTime,
            servings: changes.servings ?? original.servings,
            link: changes.link ?? original.link,
            tags: changes.tags ?? original.tags,
            isPublic,
          },
          { tx },
        );
        if (!(await recipeVersions.link(recipeId, original, tx))) notFound('Recipe not found');
        return recipeId;
      });
      const version = await recipes.findVisible(id, member.id);
      if (!version) throw new Error('a version just made is not visible to its owner');
      return reply.code(201).send(version);
    },
  );

  route.get('/api/recipes/:id/versions', memberRoute('versions', schemas.versions), async (request) => {
    await openRecipe(app, request.params.id, request.member.id);
    return recipeVersions.list(request.params.id, request.member.id, request.query);
  });

  route.get('/api/recipes/:id/changes', memberRoute('versions', schemas.changes), async (request) => {
    const lines =
      (await recipeVersions.lines(request.params.id, request.member.id)) ??
      notFound('Recipe version not found');
    return {
      original: lines.original,
      ingredients: lineChanges(lines.before.ingredients, lines.after.ingredients),
      instructions: lineChanges(lines.before.instructions, lines.after.instructions),
    };
  });
}
