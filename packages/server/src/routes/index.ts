import type { FastifyInstance } from 'fastify';
import cookRoutes from '../cooks/routes.ts';
import potluckRoutes from '../potlucks/routes.ts';
import adminRoutes from './admin.ts';
import calendarRoutes from './calendar.ts';
import commentRoutes from './comments.ts';
import cookbookRoutes from './cookbooks.ts';
import eventRoutes from './events.ts';
import friendRoutes from './friends.ts';
import healthRoutes from './health.ts';
import imageSizeRoutes from './imageSizes.ts';
import likeRoutes from './likes.ts';
import mediaRoutes from './media.ts';
import messageRoutes from './messages.ts';
import notificationRoutes from './notifications.ts';
import planRoutes from './plans.ts';
import profileRoutes from './profile.ts';
import providerRoutes from './provider.ts';
import publicRecipeRoutes from './publicRecipes.ts';
import recipeImportRoutes from './recipeImport.ts';
import recipeRoutes from './recipes.ts';
import sessionRoutes from './session.ts';
import settingsRoutes from './settings.ts';
import shoppingListRoutes from './shoppingLists.ts';
import userRoutes from './users.ts';

// Every route file of the server, registered once. Each file declares full paths (/api/…, /media/…), but the
// provider's, which keeps Spoonacular's paths under the /provider prefix.

export default async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(userRoutes);
  await app.register(settingsRoutes);
  await app.register(friendRoutes);
  await app.register(messageRoutes);
  await app.register(notificationRoutes);
  await app.register(adminRoutes);
  await app.register(eventRoutes);
  await app.register(mediaRoutes);
  await app.register(imageSizeRoutes);
  await app.register(commentRoutes);
  await app.register(cookbookRoutes);
  await app.register(shoppingListRoutes);
  await app.register(planRoutes);
  await app.register(potluckRoutes);
  await app.register(cookRoutes);
  await app.register(calendarRoutes);
  await app.register(likeRoutes);
  await app.register(publicRecipeRoutes);
  await app.register(recipeRoutes);
  await app.register(recipeImportRoutes);
  await app.register(providerRoutes, { prefix: '/provider' });
}
