import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageWidths } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesDir } from '../catalogue/catalogueFiles.ts';
import { remembered } from '../db/remembered.ts';
import { readImage, resizeImage } from '../images.ts';
import { embeddableAnywhere } from '../plugins/security.ts';

// Stored pictures in the widths pages ask for in their srcset: /media/w640/<hash>.webp for member uploads,
// /catalogue-images/w320/<id>.webp for the catalogue. Each size is made by sharp on first request and the last
// 600 made are kept in memory (a few MB); browsers keep them too, so a size is rarely made twice.

const width = z.enum(imageWidths.map((pixels) => `w${pixels}`) as [string, ...string[]]);
const mediaParams = z.object({
  width,
  file: z.string().regex(/^[0-9a-f]{64}\.webp$/, 'must be <hash>.webp'),
});
const catalogueParams = z.object({ width, file: z.string().regex(/^\d{1,9}\.webp$/, 'must be <id>.webp') });
const forever = 'public, max-age=31536000, immutable';

export default async function imageSizeRoutes(app: FastifyInstance) {
  // Pictures in every size may be embedded by other sites, like the full-size ones (routes/media.ts).
  embeddableAnywhere(app);
  // Counted in bytes too: a member's photo at 960 pixels weighs a hundred times a catalogue card's, and 600 of
  // those would hold some 60 MB. 16 MB keeps every catalogue picture in its three sizes with room for photos.
  const made = remembered<Buffer>(600, { of: (image) => image.byteLength, budget: 16 * 1024 * 1024 });
  // Sizes being made right now, so that many cards asking for the same new size at once share one resize.
  const making = new Map<string, Promise<Buffer | undefined>>();
  const sized = async (key: string, original: () => Promise<Buffer | undefined>, pixels: number) => {
    const ready = made.get(key);
    if (ready) return ready;
    let pending = making.get(key);
    if (!pending) {
      pending = original()
        .then((bytes) => bytes && resizeImage(bytes, pixels))
        .finally(() => making.delete(key));
      making.set(key, pending);
    }
    const image = await pending;
    if (image) made.set(key, image);
    return image;
  };
  const pixelsOf = (value: string) => Number(value.slice(1));

  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/media/:width/:file',
    { config: { access: 'visitor' }, schema: { hide: true, params: mediaParams } },
    async (request, reply) => {
      const hash = request.params.file.slice(0, 64);
      const pixels = pixelsOf(request.params.width);
      const image = await sized(
        `media/${pixels}/${hash}`,
        async () => (await readImage(app.db, hash))?.bytes,
        pixels,
      );
      if (!image) return reply.code(404).send({ error: 'Image not found' });
      return reply.header('cache-control', forever).type('image/webp').send(image);
    },
  );

  // The same day of caching as the full-size catalogue pictures (routes/provider.ts): they can be redrawn.
  const fallback = join(app.config.publicDir, 'fallback-recipe.webp');
  route.get(
    '/catalogue-images/:width/:file',
    { config: { access: 'visitor' }, schema: { hide: true, params: catalogueParams } },
    async (request, reply) => {
      const pixels = pixelsOf(request.params.width);
      const image = await sized(
        `catalogue/${pixels}/${request.params.file}`,
        () => readFile(join(imagesDir, request.params.file)).catch(() => readFile(fallback)),
        pixels,
      );
      return reply.header('cache-control', 'public, max-age=86400').type('image/webp').send(image);
    },
  );
}
