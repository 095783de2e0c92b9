import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { memberRoute, schemas } from './schemas.ts';

// What members cooked, beyond one recipe (docs/decisions/037): "Your friends cooked" on the member's home page,
// what a member cooked on their profile (as the viewer may see it), and the member's own history, a recipe a row.

export default async function cookListRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { cooks } = app;

  route.get('/api/cooks/friends', memberRoute('cooks', schemas.friends), async (request) =>
    cooks.ofFriends(request.member.id, request.query.limit),
  );

  route.get('/api/cooks/user/:username', memberRoute('cooks', schemas.ofMember), async (request) => {
    const memberId =
      (await app.recipes.memberIdByUsername(request.params.username)) ?? notFound('Member not found');
    return cooks.ofMember(memberId, request.member.id, request.query);
  });

  route.get('/api/my-cooks', memberRoute('cooks', schemas.history), async (request) =>
    cooks.history(request.member.id, request.query),
  );
}
