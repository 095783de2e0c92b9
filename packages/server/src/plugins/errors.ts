import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseUnavailableError } from '../db/db.ts';
import { HttpError } from '../errors.ts';

// The one error handler: every failure leaves as {"error": "<message a person can read>"} with its status.
// Input problems are 4xx naming the field; a database that is down or silent is a 503 (the client may retry);
// anything unexpected is a 500 whose details go to the log only.

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) return `${fieldOf(first.instancePath, error.validationContext)}: ${first.message}`;
  }
  return error.message;
}

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ error: error.message, ...error.details });
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error.cause }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', 5)
        .send({ error: 'The service is temporarily unavailable; please try again shortly' });
    }
    if (error.validation) {
      return reply.code(400).send({ error: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, too large, rate limited …) keep their status.
      const message = (error.code && clientErrorMessages[error.code]) || error.message || 'Bad request';
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? 60);
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
