import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../../packages/server/src/catalogue/catalogueFiles.ts';
import { loadCatalogue, loadCatalogueRecipes } from '../../packages/server/src/catalogue/loadCatalogue.ts';
import {
  firstSyntheticId,
  loadSyntheticCatalogue,
  syntheticRecipe,
} from '../../packages/server/src/catalogue/syntheticCatalogue.ts';
import { createTestApp, type TestApp } from './helpers/index.ts';

// Loading the catalogue at start-up: idempotent, follows the files, and leaves synthetic benchmark rows alone.

let t: TestApp;
const catalogue = readCatalogue();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (where = 'true') =>
  (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM provider_recipes WHERE ${where}`))?.n;

describe('catalogue loading', () => {
  it('is loaded at start-up and skips unchanged recipes on the next load', async () => {
    expect(await count()).toBe(catalogue.length);
    expect(await loadCatalogue(t.db)).toEqual({ total: catalogue.length, written: 0, removed: 0 });
  });

  it('rewrites a changed recipe and removes recipes that left the files', async () => {
    const [first, ...rest] = catalogue;
    if (!first) throw new Error('the catalogue is empty');
    const renamed = { ...first, title: `${first.title} Deluxe` };
    expect(await loadCatalogueRecipes(t.db, [renamed])).toEqual({
      total: 1,
      written: 1,
      removed: rest.length,
    });
    expect(await count()).toBe(1);
    const row = await t.db.one<{ title: string; data: { title: string } }>(
      'SELECT title, data FROM provider_recipes WHERE id = $1',
      [first.id],
    );
    expect(row).toEqual({ title: renamed.title, data: expect.objectContaining({ title: renamed.title }) });
    expect((await loadCatalogue(t.db)).written).toBe(catalogue.length);
    expect(await count()).toBe(catalogue.length);
  });

  it('generates deterministic synthetic variants through the same loader and keeps them on reload', async () => {
    expect(syntheticRecipe(catalogue, 7)).toEqual(syntheticRecipe(catalogue, 7));
    const variant = syntheticRecipe(catalogue, catalogue.length);
    expect(variant.id).toBe(firstSyntheticId + catalogue.length);
    expect(variant.title).not.toBe(catalogue[0]?.title);
    expect(variant.readyInMinutes).toBeGreaterThanOrEqual(
      variant.preparationMinutes + variant.cookingMinutes,
    );

    await loadSyntheticCatalogue(t.db, catalogue, 120);
    expect(await count('synthetic')).toBe(120);
    await loadCatalogue(t.db);
    expect(await count('synthetic')).toBe(120);

    const response = await t.app.inject({ method: 'GET', url: '/provider/recipes/complexSearch?number=1' });
    expect(response.json()).toMatchObject({ totalResults: catalogue.length + 120 });
    const image = await t.db.one<{ image: string }>('SELECT image FROM provider_recipes WHERE id = $1', [
      firstSyntheticId,
    ]);
    expect(image?.image).toBe(`${catalogue[0]?.id}.webp`);

    await loadSyntheticCatalogue(t.db, catalogue, 0);
    expect(await count('synthetic')).toBe(0);
  });
});
