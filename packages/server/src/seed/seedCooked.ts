import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import { dishWebp } from '../illustrations/raster.ts';
import { seedOf } from '../illustrations/seed.ts';
import { storeImage } from '../images.ts';
import { createRememberedAnswers } from '../plugins/rememberedAnswers.ts';
import { createRecipeRepository } from '../repositories/recipeRepository.ts';
import { createRecipeVersionRepository } from '../repositories/recipeVersionRepository.ts';
import { type DemoCook, demoCooks, demoVersions } from './cooked.ts';
import { demoFriendships } from './members.ts';
import type { DemoRecipe } from './recipes/index.ts';
import { ago, insertRows } from './rows.ts';
import { idOf, type MemberIds } from './seedMembers.ts';
import type { RecipeIds } from './seedRecipes.ts';

// The demo's cooks and versions (cooked.ts). A cook's photos, and a version's picture, are the dish drawn again on
// another plate (the recipe's illustration, seeded by the cook or the version), stored like an upload before the
// seed's transaction, as the recipes' pictures are. The authors' recipe_cooked notifications follow the server's rule: only of a cook they may see.

/** The pictures the demo's cooks and versions carry, drawn and stored before the seed's transaction. */
export interface CookedPictures {
  cooks: Map<DemoCook, string[]>;
  /** A version's own picture, by its title: the dish drawn again, so no two public demo recipes look alike. */
  versions: Map<string, string>;
}

/** The dish of a demo recipe, drawn from a seed of its own (`as`), and stored like an upload. */
async function drawn(db: Db, recipe: DemoRecipe, as: string): Promise<string> {
  const webp = await dishWebp({
    id: seedOf(as),
    title: recipe.title,
    dishTypes: recipe.mealType,
    cuisines: recipe.cuisine,
    ingredients: recipe.ingredients,
  });
  return storeImage(db, `data:image/webp;base64,${webp.toString('base64')}`, 'photos');
}

/** A cook's photos (the same dish on another plate, per cook and photo) and each version's picture. */
export async function demoCookedPictures(db: Db, recipes: DemoRecipe[]): Promise<CookedPictures> {
  const byTitle = new Map(recipes.map((recipe) => [recipe.title, recipe]));
  const cooks = new Map<DemoCook, string[]>();
  for (const cook of demoCooks) {
    const recipe = byTitle.get(cook.recipe);
    const stored: string[] = [];
    for (let n = 0; recipe && n < cook.photos; n++) {
      stored.push(await drawn(db, recipe, `${recipe.title} cooked by ${cook.cook} ${cook.daysAgo} ${n}`));
    }
    cooks.set(cook, stored);
  }
  const versions = new Map<string, string>();
  for (const version of demoVersions) {
    const original = byTitle.get(version.original);
    if (original) versions.set(version.title, await drawn(db, original, version.title));
  }
  return { cooks, versions };
}

interface CookedInput {
  now: Date;
  members: MemberIds;
  recipeIds: RecipeIds;
  /** Member recipe id → its author (catalogue recipes have none to tell). */
  recipeOwners: Map<string, string>;
  pictures: CookedPictures;
}

const friendsKey = (a: string, b: string) => [a, b].sort().join(' ');
const friends = new Set(demoFriendships.map(([a, b]) => friendsKey(a, b)));

export async function seedCooked(tx: Db, input: CookedInput): Promise<void> {
  const { now, members, recipeIds, recipeOwners, pictures } = input;
  const usernames = new Map([...members].map(([username, id]) => [id, username]));
  const cooks: unknown[][] = [];
  const notices: unknown[][] = [];
  const readBefore = ago(now, 3);
  demoCooks.forEach((cook, n) => {
    const recipeId = recipeIds.get(cook.recipe);
    if (!recipeId) return;
    const memberId = idOf(members, cook.cook);
    // Logged in the evening of the day cooked, in the list's order.
    const at = new Date(ago(now, cook.daysAgo).setUTCHours(19, 0, n));
    const id = newId(at);
    const day = at.toISOString().slice(0, 10);
    cooks.push([
      id,
      memberId,
      recipeId,
      day,
      cook.note,
      cook.rating,
      cook.visibility,
      pictures.cooks.get(cook) ?? [],
      at,
    ]);
    const authorId = recipeOwners.get(recipeId);
    const author = authorId && usernames.get(authorId);
    const authorSees =
      cook.visibility === 'everyone' ||
      (cook.visibility === 'friends' && author && friends.has(friendsKey(author, cook.cook)));
    if (authorId && authorId !== memberId && authorSees) {
      notices.push([
        newId(at),
        authorId,
        memberId,
        'recipe_cooked',
        JSON.stringify({ recipeId, cookId: id }),
        at < readBefore,
        at,
      ]);
    }
  });
  await insertRows(
    tx,
    'cooks',
    ['id', 'member_id', 'recipe_id', 'day', 'note', 'rating', 'visibility', 'photos', 'created_at'],
    cooks,
  );
  await insertRows(
    tx,
    'notifications',
    ['id', 'member_id', 'from_id', 'type', 'data', 'read', 'created_at'],
    notices,
  );

  // Versions, written as the route writes one: the original as its owner may open it, copied with the changes.
  const recipes = createRecipeRepository(tx, createRememberedAnswers());
  const versions = createRecipeVersionRepository(tx);
  for (const demo of demoVersions) {
    const ownerId = idOf(members, demo.owner);
    const original = await versions.original(idOf(recipeIds, demo.original), ownerId);
    if (!original) throw new Error(`demo version: ${demo.original} cannot be opened by ${demo.owner}`);
    const id = await recipes.insert(
      ownerId,
      {
        ...original,
        title: demo.title,
        image: pictures.versions.get(demo.title) ?? original.image,
        ingredients: demo.ingredients,
        instructions: demo.instructions,
        tags: {
          ...original.tags,
          diet: (demo.diet ?? original.tags.diet) as typeof original.tags.diet,
          intolerance: (demo.intolerance ?? original.tags.intolerance) as typeof original.tags.intolerance,
        },
        isPublic: true,
      },
      { createdAt: ago(now, demo.daysAgo, 3), tx },
    );
    if (!(await versions.link(id, original, tx))) throw new Error(`demo version: ${demo.original} is gone`);
  }
}
