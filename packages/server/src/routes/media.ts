import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImage } from '../images.ts';

// Stored images, by content hash. A hash names one set of bytes forever, so browsers may cache them for good.

const params = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.webp$/, 'must be <hash>.webp') });
const forever = 'public, max-age=31536000, immutable';

export default async function mediaRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/media/:file', { schema: { hide: true, params } }, async (request, reply) => {
      const hash = request.params.file.slice(0, 64);
      const etag = `"${hash}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('cache-control', forever).header('etag', etag).send();
      }
      const image = await readImage(app.db, hash);
      if (!image) return reply.code(404).send({ error: 'Image not found' });
      return reply
        .header('cache-control', forever)
        .header('etag', etag)
        .type(image.contentType)
        .send(image.bytes);
    });
}
