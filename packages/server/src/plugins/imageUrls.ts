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

/**
 * The answer with its image fields made absolute. Copied where a field changes, and only there: an object shared
 * between answers (a remembered page) stays as stored, and an answer without pictures (a 150-item shopping list)
 * goes through without copying each of its records again.
 */
export function withAbsoluteImages(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const made = withAbsoluteImages(item, origin);
      if (made !== item) {
        copy ??= [...value];
        copy[index] = made;
      }
    }
    return copy ?? value;
  }
  // Only plain objects are answers' records: a Date, a Buffer or a stream goes through as it is.
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  let copy: Record<string, unknown> | undefined;
  // for…in, not Object.entries: no array of pairs made per record (a plain object inherits no enumerable keys).
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const field = record[key];
    const made =
      typeof field === 'string'
        ? names.has(key)
          ? absoluteImage(origin, field)
          : field
        : withAbsoluteImages(field, origin);
    if (made !== field) {
      copy ??= { ...value };
      copy[key] = made;
    }
  }
  return copy ?? value;
}

async function imageUrlsPlugin(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    return withAbsoluteImages(payload, publicOrigin(request, app.config));
  });
}

export default fp(imageUrlsPlugin, { name: 'image-urls', decorators: { fastify: ['config'] } });
