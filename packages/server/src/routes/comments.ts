import {
  comment,
  commentBody,
  commentCount,
  commentList,
  commentListQuery,
  errorBody,
  recipeRefParams,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { notify } from '../notifications.ts';
import { requireMember } from '../plugins/auth.ts';
import { createCommentRepository } from '../repositories/commentRepository.ts';
import { createRecipeRepository } from '../repositories/recipeRepository.ts';

// Comments on member recipes (visible to the caller) and provider recipes (any decimal id).

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export default async function commentRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const recipes = createRecipeRepository(app.db);
  const comments = createCommentRepository(app.db);

  /** The recipe's owner (null for a provider recipe); 404 when the caller may not see it. */
  async function ownerOf(recipeId: string, viewerId: string): Promise<string | null> {
    const recipe = await recipes.visibleOwner(recipeId, viewerId);
    return recipe ? recipe.ownerId : notFound('Recipe not found');
  }

  route.get(
    '/api/recipes/:id/comments',
    {
      schema: {
        tags: ['comments'],
        params: recipeRefParams,
        querystring: commentListQuery,
        response: { 200: commentList, ...errors },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await ownerOf(request.params.id, member.id);
      return comments.list(request.params.id, request.query);
    },
  );

  route.get(
    '/api/recipes/:id/comments/count',
    { schema: { tags: ['comments'], params: recipeRefParams, response: { 200: commentCount, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      await ownerOf(request.params.id, member.id);
      return { count: await comments.count(request.params.id) };
    },
  );

  route.post(
    '/api/recipes/:id/comments',
    {
      schema: {
        tags: ['comments'],
        params: recipeRefParams,
        body: commentBody,
        response: { 201: comment, ...errors },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const recipeId = request.params.id;
      const ownerId = await ownerOf(recipeId, member.id);
      const created = await app.db.transaction(async (tx) => {
        const saved = await createCommentRepository(tx).create(recipeId, member.id, request.body.text);
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
