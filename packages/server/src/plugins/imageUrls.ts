import { imageFields } from '@potluck/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

// Pictures are stored and served from our own origin under site-root paths (/media/<hash>.webp,
// /catalogue-images/<id>.webp). API answers carry them as absolute URLs on the public origin, so that a client on
// another origin (any Spoonacular-style client, an app) can show them as they are: the one place that turns a
// stored path into an address is this hook, over the contract's image fields of every answer.

/** The origin the site is reached at: PUBLIC_ORIGIN behind a proxy, else the one this request came to. */
export function publicOrigin(request: FastifyRequest, config: Config): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

const names = new Set<string>(imageFields);

/** A site-root path ('/media/…') on the origin; anything else (a data URL, a URL, a cover name, '') as it is. */
export function absoluteImage(origin: string, value: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
}

/** An image field sent back as the absolute URL we answered is the stored path again (an unchanged picture). */
export function storedImage(origin: string, value: string | undefined): string | undefined {
  return value?.startsWith(`${origin}/`) ? value.slice(origin.length) : value;
}

/** The answer with its image fields made absolute; a copy, so that an object shared between answers stays as stored. */
function withAbsoluteImages(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withAbsoluteImages(item, origin));
  // Only plain objects are answers' records: a Date, a Buffer or a stream goes through as it is.
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] =
      typeof field === 'string'
        ? names.has(key)
          ? absoluteImage(origin, field)
          : field
        : withAbsoluteImages(field, origin);
  }
  return copy;
}

async function imageUrlsPlugin(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    return withAbsoluteImages(payload, publicOrigin(request, app.config));
  });
}

export default fp(imageUrlsPlugin, { name: 'image-urls', decorators: { fastify: ['config'] } });
