import fastifyCors from '@fastify/cors';
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
import { declareScopeAccess } from '../plugins/access.ts';
import { publicOrigin } from '../plugins/imageUrls.ts';
import { embeddableAnywhere } from '../plugins/security.ts';
import { createBuiltInProvider } from '../provider/builtInProvider.ts';
import { failureBody, ProviderFailure } from '../provider/providerFailure.ts';
import type { RecipeProvider } from '../provider/recipeProvider.ts';
import { createSpoonacularProvider } from '../provider/spoonacularProvider.ts';

// The recipe provider of SPEC §7 under /provider, with Spoonacular's paths, parameters and envelopes
// (PROVIDER.md). Public: the browser calls it without credentials. Errors use Spoonacular's failure envelope.
// Registered under the /provider prefix, and open to any origin as the Spoonacular-compatible API it is: CORS
// without credentials (a cookie never matters here), preflights answered.

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
  const { spoonacularApiKey, spoonacularBaseUrl, spoonacularRate } = app.config;
  // The preflight route @fastify/cors adds (OPTIONS /provider/*) is as open as the provider.
  declareScopeAccess(app, 'visitor');
  embeddableAnywhere(app);
  await app.register(fastifyCors, {
    origin: '*',
    credentials: false,
    methods: ['GET', 'HEAD'],
    maxAge: 86_400,
  });
  const provider: RecipeProvider = spoonacularApiKey
    ? createSpoonacularProvider(app.providerCache, {
        apiKey: spoonacularApiKey,
        baseUrl: spoonacularBaseUrl,
        requestsPerSecond: spoonacularRate,
      })
    : createBuiltInProvider(app.providerRecipes);
  const call = (request: FastifyRequest) => ({ origin: publicOrigin(request, app.config) });

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
    '/recipes/complexSearch',
    {
      config: { access: 'visitor' },
      schema: { tags, querystring: complexSearchQuery, response: { 200: complexSearchAnswer, ...errors } },
    },
    async (request) => (await provider.complexSearch(request.query, call(request))) as never,
  );

  route.get(
    '/recipes/random',
    {
      config: { access: 'visitor' },
      schema: { tags, querystring: randomRecipesQuery, response: { 200: randomRecipesAnswer, ...errors } },
    },
    async (request) => (await provider.random(request.query, call(request))) as never,
  );

  route.get(
    '/recipes/:id/information',
    {
      config: { access: 'visitor' },
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
    '/recipes/:id/nutritionWidget.json',
    {
      config: { access: 'visitor' },
      schema: { tags, params: providerRecipeParams, response: { 200: nutritionWidgetAnswer, ...errors } },
    },
    async (request) => (await provider.nutritionWidget(Number(request.params.id), call(request))) as never,
  );

  route.get(
    '/recipes/:id/equipmentWidget.json',
    {
      config: { access: 'visitor' },
      schema: { tags, params: providerRecipeParams, response: { 200: equipmentWidgetAnswer, ...errors } },
    },
    async (request) => (await provider.equipmentWidget(Number(request.params.id), call(request))) as never,
  );
}
