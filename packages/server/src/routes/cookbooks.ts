import {
  addRecipeBody,
  type Cookbook,
  cookbook,
  cookbookList,
  cookbookPrivacyBody,
  cookbookRecipeParams,
  createCookbookBody,
  errorResponses,
  expandQuery,
  idParams,
  okBody,
  shareBody,
  usernameParams,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../errors.ts';
import { publish } from '../events.ts';
import { notify } from '../notifications.ts';

// Cookbooks (API.md "Cookbooks"): a private cookbook exists only for its owners; a public one can be read by
// everyone and changed only by its owners, who may invite others to own it with them. Every change is told to
// all of its owners' open pages (a `cookbook` live event), so a collaborator's change shows within seconds.

const notFoundMessage = 'Cookbook not found';

export default async function cookbookRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { cookbooks, recipes, recipeSummaries: summaries, cookbookInvites: invites, shoppingLists } = app;

  /** The cookbook if the member owns it: 404 when they cannot see it, 403 when they only can see it. */
  async function owned(id: string, memberId: string): Promise<Cookbook> {
    const found = (await cookbooks.findVisible(id, memberId)) ?? notFound(notFoundMessage);
    if (!found.owners.includes(memberId)) forbidden('Only the owners can change this cookbook');
    return found;
  }

  /** Tells every owner's open pages that the cookbook changed (after the change is committed). */
  async function tellOwners(cookbookId: string, owners: readonly string[]) {
    await publish(app.db, owners, { type: 'cookbook', cookbookId });
  }

  route.get(
    '/api/cookbook',
    {
      config: { access: 'member' },
      schema: { tags: ['cookbooks'], response: { 200: cookbookList, ...errorResponses(401) } },
    },
    async (request) => cookbooks.owned(request.member.id),
  );

  route.post(
    '/api/cookbook',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        body: createCookbookBody,
        response: { 201: cookbook, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const member = request.member;
      const id = await cookbooks.create(member.id, request.body);
      return reply.code(201).send(await owned(id, member.id));
    },
  );

  route.get(
    '/api/cookbook/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        params: idParams,
        querystring: expandQuery,
        response: { 200: cookbook, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = request.member;
      const found = (await cookbooks.findVisible(request.params.id, member.id)) ?? notFound(notFoundMessage);
      if (request.query.expand !== 'recipes') return found;
      return { ...found, recipeSummaries: await summaries.forRecipes(found.recipes, member.id) };
    },
  );

  route.put(
    '/api/cookbook/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        params: idParams,
        body: cookbookPrivacyBody,
        response: { 200: cookbook, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const found = await owned(request.params.id, member.id);
      await cookbooks.setPrivacy(found.id, request.body.isPublic);
      await tellOwners(found.id, found.owners);
      return { ...found, isPublic: request.body.isPublic };
    },
  );

  route.delete(
    '/api/cookbook/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        params: idParams,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const found = await owned(request.params.id, member.id);
      const sharedLists = await shoppingLists.sharedWithCookbook(found.id);
      await cookbooks.remove(found.id);
      await tellOwners(found.id, found.owners);
      // Its owners can no longer open the shopping lists shared with it (the share went with it): their open
      // screens read them again and say they are gone; each list's owner sees the share gone.
      for (const listId of sharedLists) {
        const audience = [...found.owners, ...(await shoppingLists.audience(listId))];
        await publish(app.db, audience, { type: 'shopping', listId });
      }
      return { ok: true as const };
    },
  );

  route.post(
    '/api/cookbook/:id/addRecipe',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        params: idParams,
        body: addRecipeBody,
        response: { 201: cookbook, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const member = request.member;
      const found = await owned(request.params.id, member.id);
      const { recipeId } = request.body;
      if (!(await recipes.visibleOwner(recipeId, member.id))) notFound('Recipe not found');
      // The primary key decides: of two concurrent adds, one inserts and the other gets the 409.
      if (!(await cookbooks.addRecipe(found.id, recipeId))) conflict('Recipe already in the cookbook');
      await tellOwners(found.id, found.owners);
      return reply.code(201).send({ ...found, recipes: [...found.recipes, recipeId] });
    },
  );

  route.delete(
    '/api/cookbook/:id/removeRecipe/:recipeId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        params: cookbookRecipeParams,
        response: { 200: cookbook, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const found = await owned(request.params.id, member.id);
      const { recipeId } = request.params;
      if (!(await cookbooks.removeRecipe(found.id, recipeId))) notFound('Recipe is not in the cookbook');
      await tellOwners(found.id, found.owners);
      return { ...found, recipes: found.recipes.filter((id) => id !== recipeId) };
    },
  );

  route.get(
    '/api/cookbooks/user/:username',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        params: usernameParams,
        response: { 200: cookbookList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = request.member;
      return (
        (await cookbooks.ownedByName(request.params.username, member.id)) ?? notFound('Member not found')
      );
    },
  );

  // Sharing: an owner invites a member, who accepts (becomes an owner) or denies.
  route.post(
    '/api/cookbook/:id/share',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        params: idParams,
        body: shareBody,
        response: { 201: okBody, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const member = request.member;
      const found = await owned(request.params.id, member.id);
      const { toUserId } = request.body;
      if (!(await recipes.memberExists(toUserId))) notFound('Member not found');
      await app.db.transaction(async (tx) => {
        const outcome = await invites.invite(found.id, toUserId, member.id, tx);
        if (outcome === 'already-owner') conflict('That member already owns this cookbook');
        if (outcome === 'already-invited') conflict('That member is already invited');
        await notify(tx, {
          memberId: toUserId,
          fromId: member.id,
          type: 'cookbook_share_request',
          data: { cookbookId: found.id },
        });
      });
      return reply.code(201).send({ ok: true as const });
    },
  );

  route.post(
    '/api/cookbook/:id/share/accept',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        params: idParams,
        response: { 200: cookbook, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const cookbookId = request.params.id;
      await app.db.transaction(async (tx) => {
        const inviterId = await invites.accept(cookbookId, member.id, tx);
        if (!inviterId) notFound('No pending invite to this cookbook');
        await app.notifications.answered(member.id, { cookbookId }, 'accepted', tx);
        await notify(tx, {
          memberId: inviterId,
          fromId: member.id,
          type: 'cookbook_share_accept',
          data: { cookbookId },
        });
      });
      const joined = (await cookbooks.findVisible(cookbookId, member.id)) ?? notFound(notFoundMessage);
      await tellOwners(joined.id, joined.owners);
      return joined;
    },
  );

  route.post(
    '/api/cookbook/:id/share/deny',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cookbooks'],
        params: idParams,
        response: { 200: okBody, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const cookbookId = request.params.id;
      await app.db.transaction(async (tx) => {
        if (!(await invites.deny(cookbookId, member.id, tx))) notFound('No pending invite to this cookbook');
        await app.notifications.answered(member.id, { cookbookId }, 'declined', tx);
      });
      return { ok: true as const };
    },
  );
}
