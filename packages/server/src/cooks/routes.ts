import type { FastifyInstance } from 'fastify';
import cookingRoutes from './cooking.ts';
import cookListRoutes from './cookLists.ts';
import recipeCookRoutes from './recipeCooks.ts';
import versionRoutes from './versions.ts';

// Cooked it (issue 41, docs/cooked.md, docs/decisions/037), one module: its routes by what they hold (logging a
// cook, a recipe's cooks, the lists of what members cooked, versions), how a cook is heard (news.ts) and "What
// changed" (whatChanged.ts). The SQL is the repositories' (cookRepository.ts, recipeVersionRepository.ts), who may
// see a cook is whoMayOpen.ts's mayOpenCook.

export default async function cookRoutes(app: FastifyInstance) {
  await app.register(cookingRoutes);
  await app.register(recipeCookRoutes);
  await app.register(cookListRoutes);
  await app.register(versionRoutes);
}
