import {
  createRecipeBody,
  errorResponses,
  idParams,
  okBody,
  recipe,
  recipeList,
  recipeListQuery,
  recipePrivacyBody,
  usernameParams,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { imageBodyLimit, storeOrKeepImage } from '../images.ts';
import { allowedOrigins } from '../plugins/csrf.ts';

// Member recipes (API.md "Member recipes"): create, read, privacy, delete, and the per-member lists.

const notFoundMessage = 'Recipe not found';

export default async function recipeRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { recipes, cookbooks } = app;

  route.post(
    '/api/recipes',
    {
      config: { access: 'member' },
      bodyLimit: imageBodyLimit,
      schema: {
        tags: ['recipes'],
        body: createRecipeBody,
        response: { 201: recipe, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const member = request.member;
      const { cookbookId, ...fields } = request.body;
      const image = await storeOrKeepImage(app.db, fields.image, allowedOrigins(request, app.config));
      const id = await app.db.transaction(async (tx) => {
        if (cookbookId !== undefined && !(await cookbooks.isOwner(cookbookId, member.id, tx))) {
          badRequest('cookbookId: must be a cookbook you own');
        }
        const recipeId = await recipes.insert(member.id, { ...fields, image }, { tx });
        if (cookbookId !== undefined) await cookbooks.addRecipe(cookbookId, recipeId, tx);
        return recipeId;
      });
      const created = await recipes.findVisible(id, member.id);
      if (!created) throw new Error('a recipe just created is not visible to its owner');
      return reply.code(201).send(created);
    },
  );

  route.get(
    '/api/recipes/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['recipes'],
        params: idParams,
        response: { 200: recipe, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = request.member;
      return (await recipes.findVisible(request.params.id, member.id)) ?? notFound(notFoundMessage);
    },
  );

  route.put(
    '/api/recipes/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['recipes'],
        params: idParams,
        body: recipePrivacyBody,
        response: { 200: recipePrivacyBody, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const current = await recipes.visibility(request.params.id);
      if (!current || (!current.isPublic && current.ownerId !== member.id)) notFound(notFoundMessage);
      if (current.ownerId !== member.id) forbidden('Only the owner can change this recipe');
      // A version of a private recipe stays private while its original is (docs/decisions/037).
      if (request.body.isPublic && (await app.recipeVersions.hasPrivateOriginal(request.params.id))) {
        conflict('A version of a private recipe stays private while its original is private');
      }
      await recipes.setPrivacy(request.params.id, request.body.isPublic);
      return { isPublic: request.body.isPublic };
    },
  );

  route.delete(
    '/api/recipes/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['recipes'],
        params: idParams,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const current = await recipes.visibility(request.params.id);
      const mayDelete = current && (current.ownerId === member.id || member.isAdmin);
      if (!current || (!mayDelete && !current.isPublic)) notFound(notFoundMessage);
      if (!mayDelete) forbidden('Only the owner or an admin can delete this recipe');
      await recipes.remove(request.params.id);
      return { ok: true as const };
    },
  );

  route.get(
    '/api/my-recipes',
    {
      config: { access: 'member' },
      schema: {
        tags: ['recipes'],
        querystring: recipeListQuery,
        response: { 200: recipeList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const member = request.member;
      return recipes.byOwner(member.id, member.id, request.query);
    },
  );

  route.get(
    '/api/recipes/user/:username',
    {
      config: { access: 'member' },
      schema: {
        tags: ['recipes'],
        params: usernameParams,
        querystring: recipeListQuery,
        response: { 200: recipeList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = request.member;
      const ownerId = await recipes.memberIdByUsername(request.params.username);
      if (!ownerId) notFound('Member not found');
      return recipes.byOwner(ownerId, member.id, request.query);
    },
  );
}
