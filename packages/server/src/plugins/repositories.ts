import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdminRepository } from '../repositories/adminRepository.ts';
import { createCalendarFeedRepository } from '../repositories/calendarFeedRepository.ts';
import { createCommentRepository } from '../repositories/commentRepository.ts';
import { createCookbookInviteRepository } from '../repositories/cookbookInviteRepository.ts';
import { createCookbookRepository } from '../repositories/cookbookRepository.ts';
import { createCookRepository } from '../repositories/cookRepository.ts';
import { createFriendRepository } from '../repositories/friendRepository.ts';
import { createLikeRepository } from '../repositories/likeRepository.ts';
import { createMemberRepository } from '../repositories/memberRepository.ts';
import { createMessageRepository } from '../repositories/messageRepository.ts';
import { createNotificationRepository } from '../repositories/notificationRepository.ts';
import { createPlanRepository } from '../repositories/planRepository.ts';
import { createPotluckGuestRepository } from '../repositories/potluckGuestRepository.ts';
import { createPotluckMenuRepository } from '../repositories/potluckMenuRepository.ts';
import { createPotluckRepository } from '../repositories/potluckRepository.ts';
import { createPotluckThreadRepository } from '../repositories/potluckThreadRepository.ts';
import { createProviderCacheRepository } from '../repositories/providerCacheRepository.ts';
import { createProviderRecipeRepository } from '../repositories/providerRecipeRepository.ts';
import { createRecipeRepository } from '../repositories/recipeRepository.ts';
import { createRecipeSummaryRepository } from '../repositories/recipeSummaryRepository.ts';
import { createRecipeVersionRepository } from '../repositories/recipeVersionRepository.ts';
import { createShoppingListRepository } from '../repositories/shoppingListRepository.ts';

// The repositories, each made once for the app and registered as a decorator (app.recipes, app.members …), as
// the fastify demo does: routes use them rather than making their own. A method that may run inside a
// transaction takes it as its last argument (`app.recipes.insert(owner, recipe, { tx })`), so no repository is
// made again per transaction. The repositories that remember answers use the app's remembered answers.

const repositories = {
  admin: (app: FastifyInstance) => createAdminRepository(app.db),
  calendarFeeds: (app: FastifyInstance) => createCalendarFeedRepository(app.db, app.config.calendarFeedKey),
  comments: (app: FastifyInstance) => createCommentRepository(app.db),
  cookbookInvites: (app: FastifyInstance) => createCookbookInviteRepository(app.db),
  cookbooks: (app: FastifyInstance) => createCookbookRepository(app.db),
  cooks: (app: FastifyInstance) => createCookRepository(app.db),
  friends: (app: FastifyInstance) => createFriendRepository(app.db),
  likes: (app: FastifyInstance) => createLikeRepository(app.db),
  members: (app: FastifyInstance) => createMemberRepository(app.db),
  messages: (app: FastifyInstance) => createMessageRepository(app.db),
  notifications: (app: FastifyInstance) => createNotificationRepository(app.db),
  plans: (app: FastifyInstance) => createPlanRepository(app.db),
  potlucks: (app: FastifyInstance) => createPotluckRepository(app.db),
  potluckGuests: (app: FastifyInstance) => createPotluckGuestRepository(app.db),
  potluckMenus: (app: FastifyInstance) => createPotluckMenuRepository(app.db),
  potluckThreads: (app: FastifyInstance) => createPotluckThreadRepository(app.db),
  providerCache: (app: FastifyInstance) => createProviderCacheRepository(app.db),
  providerRecipes: (app: FastifyInstance) => createProviderRecipeRepository(app.db, app.remembered),
  recipes: (app: FastifyInstance) => createRecipeRepository(app.db, app.remembered),
  recipeSummaries: (app: FastifyInstance) => createRecipeSummaryRepository(app.db),
  recipeVersions: (app: FastifyInstance) => createRecipeVersionRepository(app.db),
  shoppingLists: (app: FastifyInstance) => createShoppingListRepository(app.db),
};

type Repositories = { [Name in keyof typeof repositories]: ReturnType<(typeof repositories)[Name]> };

declare module 'fastify' {
  interface FastifyInstance extends Repositories {}
}

/** One repository as a plugin: named `<name>-repository`, after the database and the remembered answers. */
function repositoryPlugin(name: keyof Repositories) {
  return fp(
    async (app: FastifyInstance) => {
      // One union-typed call for every name: the declaration above types each decorator exactly.
      app.decorate(name, repositories[name](app) as never);
    },
    {
      name: `${name}-repository`,
      dependencies: ['remembered-answers'],
      decorators: { fastify: ['db', 'config'] },
    },
  );
}

async function repositoriesPlugin(app: FastifyInstance) {
  for (const name of Object.keys(repositories) as Array<keyof Repositories>) {
    await app.register(repositoryPlugin(name));
  }
}

export default fp(repositoriesPlugin, { name: 'repositories', dependencies: ['remembered-answers'] });
