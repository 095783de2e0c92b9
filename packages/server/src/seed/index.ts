import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { createShoppingListRepository } from '../repositories/shoppingListRepository.ts';
import { demoComments, demoCookbooks, demoLikes } from './activity.ts';
import { demoCooks } from './cooked.ts';
import { demoPortraits, demoRecipeImages } from './images.ts';
import { demoShoppingList } from './members.ts';
import { demoPlan } from './plan.ts';
import { demoRecipes } from './recipes/index.ts';
import { seedActivity } from './seedActivity.ts';
import { seedCookbooks } from './seedCookbooks.ts';
import { demoCookedPictures, seedCooked } from './seedCooked.ts';
import { idOf, seedMembers, seedMessages } from './seedMembers.ts';
import { seedPlan } from './seedPlan.ts';
import { seedPotluck } from './seedPotluck.ts';
import { catalogueRecipeIds, seedRecipes } from './seedRecipes.ts';

// The demo content (DEMO=1, the default): a small community with friends, chats, recipes, cookbooks, likes,
// comments, what they cooked and made their own, and notifications, so the app shows every screen filled on first
// start. It runs only on a database without members, in one transaction under an advisory lock: several instances
// starting together against one PostgreSQL seed it once, and a failure leaves nothing half-made. Credentials: see
// members.ts and the README.

/** Every `catalogue:…` reference the demo activity makes. */
function catalogueReferences(): string[] {
  const used = [
    ...demoCookbooks.flatMap((book) => book.recipes),
    ...Object.values(demoLikes).flat(),
    ...demoComments.map(([, recipe]) => recipe),
    ...demoPlan.entries.flatMap((entry) => (entry.recipe ? [entry.recipe] : [])),
    ...demoCooks.map((cook) => cook.recipe),
  ];
  return used.filter((key) => key.startsWith('catalogue:'));
}

/** Maria's shopping list, merged and filed by aisle as the app does, a few items checked, shared with Kenji. */
async function seedShoppingList(tx: Db, members: Map<string, string>) {
  const lists = createShoppingListRepository(tx);
  const owner = members.get(demoShoppingList.owner);
  const friend = members.get(demoShoppingList.sharedWith);
  if (!owner || !friend) throw new Error('demo shopping list: unknown member');
  const listId = await lists.ownListId(owner, tx);
  await lists.addLines(
    listId,
    owner,
    demoShoppingList.lines.map((line) => ({ line })),
  );
  await tx.query('UPDATE shopping_items SET checked = true WHERE list_id = $1 AND name = ANY($2::text[])', [
    listId,
    demoShoppingList.checked,
  ]);
  // Shared with a friend (seedMembers made them friends): any other outcome is a broken seed.
  const shared = await lists.share(listId, owner, { memberId: friend });
  if (shared?.outcome !== 'shared') throw new Error(`demo shopping list: share ${shared?.outcome}`);
}

/** Seeds the demo content if the database has no members yet; true when it did. */
export async function seedDemo(db: Db, config: Config): Promise<boolean> {
  // A seeded database starts without drawing anything; the check inside the transaction is the one that counts.
  if (await db.one('SELECT 1 FROM members LIMIT 1')) return false;
  // Images are made and stored before the transaction: content-addressed, so a retry reuses them.
  const images = await demoRecipeImages(db, demoRecipes);
  const portraits = await demoPortraits(db, config.publicDir);
  const cooked = await demoCookedPictures(db, demoRecipes);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('potluck-demo-seed:' || current_schema()))");
    if (await tx.one('SELECT 1 FROM members LIMIT 1')) return false;
    const now = new Date();
    const members = await seedMembers(tx, now, portraits);
    const recipes = await seedRecipes(tx, now, members, images);

    const recipeIds = await catalogueRecipeIds(tx, catalogueReferences());
    const recipeOwners = new Map<string, string>();
    for (const [title, recipe] of recipes) {
      recipeIds.set(title, recipe.id);
      recipeOwners.set(recipe.id, recipe.ownerId);
    }

    // Shared links in the demo chats point where the app is served: the public origin, else the address the
    // server listens on (a server on every interface is reached on this machine at 127.0.0.1).
    const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
    const origin = config.publicOrigin ?? `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
    await seedMessages(tx, now, members, (title) => `${origin}/recipe/${idOf(recipeIds, title)}`);
    const cookbooks = await seedCookbooks(tx, now, members, recipeIds);
    await seedActivity(tx, { now, members, recipeIds, recipeOwners, cookbooks });
    await seedCooked(tx, { now, members, recipeIds, recipeOwners, pictures: cooked });
    await seedShoppingList(tx, members);
    await seedPlan(tx, now, members, recipeIds);
    await seedPotluck(tx, now, members, recipeIds);
    return true;
  });
}
