import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesDir } from '../catalogue/catalogueFiles.ts';
import { readImage } from '../images.ts';
import { embeddableAnywhere } from '../plugins/security.ts';

// Pictures: stored images by content hash (/media), and the catalogue's drawn pictures (/catalogue-images), whose
// URLs the provider answers. Both may be shown by pages of any origin (API.md: the provider's images embeddable).

const mediaParams = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.webp$/, 'must be <hash>.webp') });
const catalogueImageParams = z.object({ file: z.string().regex(/^\d{1,9}\.webp$/, 'must be <id>.webp') });
// A hash names one set of bytes forever, so browsers may cache them for good.
const forever = 'public, max-age=31536000, immutable';

export default async function mediaRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  embeddableAnywhere(app);

  route.get(
    '/media/:file',
    { config: { access: 'visitor' }, schema: { hide: true, params: mediaParams } },
    async (request, reply) => {
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
    },
  );

  // Pictures are drawn per recipe id and redrawn only on purpose (npm run assets -- --force): a day of caching.
  // A recipe whose picture has not been drawn yet gets the fallback picture rather than a broken image.
  const fallback = join(app.config.publicDir, 'fallback-recipe.webp');
  route.get(
    '/catalogue-images/:file',
    { config: { access: 'visitor' }, schema: { hide: true, params: catalogueImageParams } },
    async (request, reply) => {
      const bytes = await readFile(join(imagesDir, request.params.file)).catch(() => readFile(fallback));
      return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(bytes);
    },
  );
}
