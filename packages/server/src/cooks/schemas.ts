import {
  cook,
  cookHistory,
  cookHistoryQuery,
  cookLimits,
  cookList,
  cookPage,
  cookPageQuery,
  cookParams,
  cookSummary,
  errorResponses,
  friendsCookedQuery,
  idParams,
  logCookBody,
  makeVersionBody,
  okBody,
  recipe,
  recipeCooksParams,
  recipeVersions,
  recipeVersionsQuery,
  usernameParams,
  versionChanges,
} from '@potluck/contract';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { imageBodyLimit } from '../images.ts';

// What each call of "Cooked it" takes and answers (contract cooks.ts and recipes.ts), one entry a call, for
// validation and the OpenAPI document: the answer's status and body, then every error it may answer.

/** The call answers `body` with a 200, or one of these errors. */
const answers = <const Body extends z.ZodType, const Status extends number>(
  body: Body,
  ...errors: Status[]
) => ({ 200: body, ...errorResponses(...errors) });

export const schemas = {
  log: {
    params: recipeCooksParams,
    body: logCookBody,
    response: { 201: cook, ...errorResponses(400, 401, 403, 404, 413, 429) },
  },
  read: { params: cookParams, response: answers(cook, 400, 401, 403, 404) },
  remove: { params: cookParams, response: answers(okBody, 400, 401, 403, 404, 429) },
  ofRecipe: {
    params: recipeCooksParams,
    querystring: cookPageQuery,
    response: answers(cookPage, 400, 401, 403, 404),
  },
  summary: { params: recipeCooksParams, response: answers(cookSummary, 400, 401, 403, 404) },
  friends: { querystring: friendsCookedQuery, response: answers(cookList, 400, 401, 403) },
  ofMember: {
    params: usernameParams,
    querystring: cookPageQuery,
    response: answers(cookPage, 400, 401, 403, 404),
  },
  history: { querystring: cookHistoryQuery, response: answers(cookHistory, 400, 401, 403) },
  makeVersion: {
    params: recipeCooksParams,
    body: makeVersionBody,
    response: { 201: recipe, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
  },
  versions: {
    params: recipeCooksParams,
    querystring: recipeVersionsQuery,
    response: answers(recipeVersions, 400, 401, 403, 404),
  },
  changes: { params: idParams, response: answers(versionChanges, 400, 401, 403, 404) },
};

/**
 * A "Cooked it" route's options: a member's (typed `request.member`, a private answer; a potluck's guest without
 * an account gets 403), its schemas, and its place in the API document.
 */
export function memberRoute<const Schema extends FastifySchema>(tag: 'cooks' | 'versions', schema: Schema) {
  return { config: { access: 'member' as const }, schema: { tags: [tag], ...schema } };
}

/**
 * The most a cook's body may weigh: four photos at the most an upload may be (5 MB decoded, 7.2 MB of base64),
 * with the rest of the body; the app should send them smaller (docs/decisions/037).
 */
export const cookBodyLimit = cookLimits.photos * imageBodyLimit;
