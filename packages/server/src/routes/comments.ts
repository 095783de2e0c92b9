import {
  comment,
  commentBody,
  commentCount,
  commentList,
  commentListQuery,
  errorResponses,
  recipeRefParams,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { notify } from '../notifications.ts';

// Comments on member recipes (visible to the caller) and provider recipes (any decimal id).

export default async function commentRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { recipes, comments } = app;

  /** The recipe's owner (null for a provider recipe); 404 when the caller may not see it. */
  async function ownerOf(recipeId: string, viewerId: string): Promise<string | null> {
    const recipe = await recipes.visibleOwner(recipeId, viewerId);
    return recipe ? recipe.ownerId : notFound('Recipe not found');
  }

  route.get(
    '/api/recipes/:id/comments',
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        params: recipeRefParams,
        querystring: commentListQuery,
        response: { 200: commentList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = request.member;
      await ownerOf(request.params.id, member.id);
      return comments.list(request.params.id, request.query);
    },
  );

  route.get(
    '/api/recipes/:id/comments/count',
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        params: recipeRefParams,
        response: { 200: commentCount, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = request.member;
      await ownerOf(request.params.id, member.id);
      return { count: await comments.count(request.params.id) };
    },
  );

  route.post(
    '/api/recipes/:id/comments',
    {
      config: { access: 'member' },
      schema: {
        tags: ['comments'],
        params: recipeRefParams,
        body: commentBody,
        response: { 201: comment, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const member = request.member;
      const recipeId = request.params.id;
      const ownerId = await ownerOf(recipeId, member.id);
      const created = await app.db.transaction(async (tx) => {
        const saved = await comments.create(recipeId, member.id, request.body.text, tx);
        // notify() skips the owner commenting on their own recipe.
        if (ownerId) {
          await notify(tx, {
            memberId: ownerId,
            fromId: member.id,
            type: 'recipe_comment',
            data: { recipeId, commentId: saved._id },
          });
        }
        return saved;
      });
      return reply.code(201).send(created);
    },
  );
}
