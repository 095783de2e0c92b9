import {
  createRecipeBody,
  errorBody,
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
import { badRequest, forbidden, notFound } from '../errors.ts';
import { imageBodyLimit, storeImage } from '../images.ts';
import { requireMember } from '../plugins/auth.ts';
import { createCookbookRepository } from '../repositories/cookbookRepository.ts';
import { createRecipeRepository } from '../repositories/recipeRepository.ts';

// Member recipes (API.md "Member recipes"): create, read, privacy, delete, and the per-member lists.

const notFoundMessage = 'Recipe not found';
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export default async function recipeRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const recipes = createRecipeRepository(app.db);

  route.post(
    '/api/recipes',
    {
      bodyLimit: imageBodyLimit,
      schema: { tags: ['recipes'], body: createRecipeBody, response: { 201: recipe, ...errors } },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const { cookbookId, ...fields } = request.body;
      const image = await storeImage(app.db, fields.image);
      const id = await app.db.transaction(async (tx) => {
        if (
          cookbookId !== undefined &&
          !(await createCookbookRepository(tx).isOwner(cookbookId, member.id))
        ) {
          badRequest('cookbookId: must be a cookbook you own');
        }
        const recipeId = await createRecipeRepository(tx).insert(member.id, { ...fields, image });
        if (cookbookId !== undefined) await createCookbookRepository(tx).addRecipe(cookbookId, recipeId);
        return recipeId;
      });
      const created = await recipes.findVisible(id, member.id);
      if (!created) throw new Error('a recipe just created is not visible to its owner');
      return reply.code(201).send(created);
    },
  );

  route.get(
    '/api/recipes/:id',
    { schema: { tags: ['recipes'], params: idParams, response: { 200: recipe, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      return (await recipes.findVisible(request.params.id, member.id)) ?? notFound(notFoundMessage);
    },
  );

  route.put(
    '/api/recipes/:id',
    {
      schema: {
        tags: ['recipes'],
        params: idParams,
        body: recipePrivacyBody,
        response: { 200: recipePrivacyBody, ...errors },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const current = await recipes.visibility(request.params.id);
      if (!current || (!current.isPublic && current.ownerId !== member.id)) notFound(notFoundMessage);
      if (current.ownerId !== member.id) forbidden('Only the owner can change this recipe');
      await recipes.setPrivacy(request.params.id, request.body.isPublic);
      return { isPublic: request.body.isPublic };
    },
  );

  route.delete(
    '/api/recipes/:id',
    { schema: { tags: ['recipes'], params: idParams, response: { 200: okBody, ...errors } } },
    async (request) => {
      const member = requireMember(request);
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
    { schema: { tags: ['recipes'], querystring: recipeListQuery, response: { 200: recipeList, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      return recipes.byOwner(member.id, member.id, request.query);
    },
  );

  route.get(
    '/api/recipes/user/:username',
    {
      schema: {
        tags: ['recipes'],
        params: usernameParams,
        querystring: recipeListQuery,
        response: { 200: recipeList, ...errors },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const ownerId = await recipes.memberIdByUsername(request.params.username);
      if (!ownerId) notFound('Member not found');
      return recipes.byOwner(ownerId, member.id, request.query);
    },
  );
}
