import {
  claimPotluckDishBody,
  createPotluckBody,
  errorResponses,
  guestSignInBody,
  hostPotluckAgainBody,
  invitePotluckBody,
  joinAsGuestBody,
  keepGuestAccountBody,
  okBody,
  potluck,
  potluckAnswerBody,
  potluckClaimConflict,
  potluckCookbookBody,
  potluckCookbookSaved,
  potluckDishParams,
  potluckGuestJoined,
  potluckGuestLink,
  potluckGuestParams,
  potluckGuestSession,
  potluckGuestWhoAmI,
  potluckJoined,
  potluckJoinLinkBody,
  potluckLinkParams,
  potluckLinkPreview,
  potluckListQuery,
  potluckMessage,
  potluckMessageBody,
  potluckMessages,
  potluckMessagesQuery,
  potluckParams,
  potluckSummaries,
  sessionAnswer,
  updatePotluckBody,
  updatePotluckDishBody,
} from '@potluck/contract';
import type { z } from 'zod';

// What each potluck call takes and answers (contract/potluck.ts), one entry a call, for validation and the OpenAPI
// document: the answer's status and body, then every error status the call may answer (refusals.ts says which
// refusal is which).

/** The call answers `body` with a 200, or one of these errors. */
const answers = <const Body extends z.ZodType, const Status extends number>(
  body: Body,
  ...errors: Status[]
) => ({ 200: body, ...errorResponses(...errors) });

const params = potluckParams;

export const schemas = {
  list: { querystring: potluckListQuery, response: answers(potluckSummaries, 400, 401) },
  create: { body: createPotluckBody, response: { 201: potluck, ...errorResponses(400, 401, 404, 413, 429) } },
  read: { params, response: answers(potluck, 400, 401, 404) },
  update: { params, body: updatePotluckBody, response: answers(potluck, 400, 401, 403, 404, 409, 413, 429) },
  cancel: { params, response: answers(potluck, 400, 401, 403, 404, 409, 429) },
  hostAgain: {
    params,
    body: hostPotluckAgainBody,
    response: { 201: potluck, ...errorResponses(400, 401, 403, 404, 413, 429) },
  },
  invite: {
    params,
    body: invitePotluckBody,
    response: answers(potluck, 400, 401, 403, 404, 409, 413, 422, 429),
  },
  removeGuest: { params: potluckGuestParams, response: answers(okBody, 400, 401, 403, 404, 409, 429) },
  answer: { params, body: potluckAnswerBody, response: answers(potluck, 400, 401, 404, 409, 413, 429) },
  joinLink: {
    params,
    body: potluckJoinLinkBody,
    response: answers(potluck, 400, 401, 403, 404, 409, 413, 429),
  },
  linkPreview: { params: potluckLinkParams, response: answers(potluckLinkPreview, 400, 404) },
  join: { params: potluckLinkParams, response: answers(potluckJoined, 400, 401, 403, 404, 422, 429) },
  // Guests without an account (decision 035): answering with the join link, the private link's sign-in, the
  // guest's session and new link, keeping an account; and the potluck's calendar file.
  joinAsGuest: {
    params: potluckLinkParams,
    body: joinAsGuestBody,
    response: { 201: potluckGuestJoined, ...errorResponses(400, 403, 404, 409, 413, 422, 429) },
  },
  guestSignIn: { body: guestSignInBody, response: answers(potluckGuestSession, 400, 404, 409, 413, 429) },
  guestSession: { response: { 200: potluckGuestWhoAmI } },
  guestLink: { response: answers(potluckGuestLink, 401, 403, 404, 429) },
  keepAccount: {
    body: keepGuestAccountBody,
    response: answers(sessionAnswer, 400, 401, 403, 404, 409, 413, 429),
  },
  calendar: {
    summary: 'The potluck as one iCalendar event (text/calendar, RFC 5545)',
    params,
    response: errorResponses(400, 401, 403, 404),
  },
  // A claim's 409 says why (`reason`: full, duplicate, closed), so the client can warn of a duplicate and send it
  // again confirmed.
  claim: {
    params,
    body: claimPotluckDishBody,
    response: { 201: potluck, 409: potluckClaimConflict, ...errorResponses(400, 401, 404, 413, 429) },
  },
  servings: {
    params: potluckDishParams,
    body: updatePotluckDishBody,
    response: answers(potluck, 400, 401, 403, 404, 409, 413, 429),
  },
  unclaim: { params: potluckDishParams, response: answers(potluck, 400, 401, 403, 404, 409, 429) },
  cookbook: {
    params,
    body: potluckCookbookBody,
    response: { 201: potluckCookbookSaved, ...errorResponses(400, 401, 404, 413, 422, 429) },
  },
  thread: { params, querystring: potluckMessagesQuery, response: answers(potluckMessages, 400, 401, 404) },
  message: {
    params,
    body: potluckMessageBody,
    response: { 201: potluckMessage, ...errorResponses(400, 401, 404, 413, 429) },
  },
};
