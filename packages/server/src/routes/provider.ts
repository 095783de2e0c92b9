import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  complexSearchAnswer,
  complexSearchQuery,
  equipmentWidgetAnswer,
  nutritionWidgetAnswer,
  providerError,
  providerRecipeInformation,
  providerRecipeParams,
  providerRecipeQuery,
  randomRecipesAnswer,
  randomRecipesQuery,
} from '@potluck/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesDir } from '../catalogue/catalogueFiles.ts';
import { createBuiltInProvider } from '../provider/builtInProvider.ts';
import { failureBody, ProviderFailure } from '../provider/providerFailure.ts';
import type { RecipeProvider } from '../provider/recipeProvider.ts';
import { createSpoonacularProvider } from '../provider/spoonacularProvider.ts';

// The recipe provider of SPEC §7 under /provider, with Spoonacular's paths, parameters and envelopes
// (PROVIDER.md). Public: the browser calls it without credentials. Errors use Spoonacular's failure envelope.
// The catalogue's pictures are served from our origin at /catalogue-images/<id>.webp.

const catalogueImageParams = z.object({ file: z.string().regex(/^\d{1,9}\.webp$/, 'must be <id>.webp') });

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (first) return `${field || error.validationContext}: ${first.message}`;
  }
  return error.message;
}

export default async function providerRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { spoonacularApiKey, spoonacularBaseUrl, spoonacularRate, publicOrigin } = app.config;
  const provider: RecipeProvider = spoonacularApiKey
    ? createSpoonacularProvider(app.db, {
        apiKey: spoonacularApiKey,
        baseUrl: spoonacularBaseUrl,
        requestsPerSecond: spoonacularRate,
      })
    : createBuiltInProvider(app.db);
  const call = (request: FastifyRequest) => ({
    origin: publicOrigin ?? `${request.protocol}://${request.host}`,
  });

  // This plugin's own handler: only the /provider routes answer in Spoonacular's envelope.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProviderFailure) {
      return reply.code(error.status).headers(error.headers).send(failureBody(error.status, error.message));
    }
    if (error.validation) return reply.code(400).send(failureBody(400, validationMessage(error)));
    request.log.error({ err: error }, 'provider request failed');
    return reply.code(500).send(failureBody(500, 'Internal server error'));
  });

  const errors = {
    400: providerError,
    402: providerError,
    404: providerError,
    429: providerError,
    502: providerError,
  };
  const tags = ['provider'];

  route.get(
    '/provider/recipes/complexSearch',
    { schema: { tags, querystring: complexSearchQuery, response: { 200: complexSearchAnswer, ...errors } } },
    async (request) => (await provider.complexSearch(request.query, call(request))) as never,
  );

  route.get(
    '/provider/recipes/random',
    { schema: { tags, querystring: randomRecipesQuery, response: { 200: randomRecipesAnswer, ...errors } } },
    async (request) => (await provider.random(request.query, call(request))) as never,
  );

  route.get(
    '/provider/recipes/:id/information',
    {
      schema: {
        tags,
        params: providerRecipeParams,
        querystring: providerRecipeQuery,
        response: { 200: providerRecipeInformation, ...errors },
      },
    },
    async (request) =>
      (await provider.information(Number(request.params.id), request.query, call(request))) as never,
  );

  route.get(
    '/provider/recipes/:id/nutritionWidget.json',
    { schema: { tags, params: providerRecipeParams, response: { 200: nutritionWidgetAnswer, ...errors } } },
    async (request) => (await provider.nutritionWidget(Number(request.params.id), call(request))) as never,
  );

  route.get(
    '/provider/recipes/:id/equipmentWidget.json',
    { schema: { tags, params: providerRecipeParams, response: { 200: equipmentWidgetAnswer, ...errors } } },
    async (request) => (await provider.equipmentWidget(Number(request.params.id), call(request))) as never,
  );

  // Pictures are drawn per recipe id and redrawn only on purpose (npm run assets -- --force): a day of caching.
  // A recipe whose picture has not been drawn yet gets the fallback picture rather than a broken image.
  const fallback = join(app.config.publicDir, 'fallback-recipe.webp');
  route.get(
    '/catalogue-images/:file',
    { schema: { hide: true, params: catalogueImageParams } },
    async (request, reply) => {
      const bytes = await readFile(join(imagesDir, request.params.file)).catch(() => readFile(fallback));
      return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(bytes);
    },
  );
}
