import { healthBody } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// For load balancers and uptime checks: 200 while the database answers, 503 when it does not.

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['health'],
        summary: 'Is the server up',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        await app.db.query('SELECT 1');
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        return { ok: true, database: { kind: app.db.kind, ok: true, latencyMs } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ ok: false, database: { kind: app.db.kind, ok: false, latencyMs: null } });
      }
    },
  );
}
