// Reads the catalogue files shipped with the server. A broken file stops start-up with the file and field named:
// shipping a catalogue that silently lost recipes would be worse.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CatalogueRecipe, catalogueRecipe } from './catalogueRecipe.ts';

export const catalogueDir = fileURLToPath(new URL('../../catalogue', import.meta.url));
export const recipesDir = join(catalogueDir, 'recipes');
export const imagesDir = join(catalogueDir, 'images');

export function catalogueFileNames(dir = recipesDir): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

/** Parses one file's text; errors name the file, the recipe index and the field. */
export function parseCatalogueFile(name: string, content: string): CatalogueRecipe[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw new Error(`catalogue ${name}: not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(data)) throw new Error(`catalogue ${name}: expected an array of recipes`);
  return data.map((item, index) => {
    const parsed = catalogueRecipe.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') ?? '';
      throw new Error(`catalogue ${name} recipe ${index}: ${field}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  });
}

/** Every recipe of every file, checked for unique ids and titles. */
export function readCatalogue(dir = recipesDir): CatalogueRecipe[] {
  const recipes = catalogueFileNames(dir).flatMap((name) =>
    parseCatalogueFile(name, readFileSync(join(dir, name), 'utf8')),
  );
  const ids = new Set<number>();
  const titles = new Set<string>();
  for (const recipe of recipes) {
    if (ids.has(recipe.id)) throw new Error(`catalogue: duplicate recipe id ${recipe.id}`);
    const title = recipe.title.toLowerCase();
    if (titles.has(title)) throw new Error(`catalogue: duplicate title "${recipe.title}"`);
    ids.add(recipe.id);
    titles.add(title);
  }
  return recipes;
}
