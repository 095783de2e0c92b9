import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// API answers (recipe lists, feeds, cookbooks) are JSON that shrinks to a fifth with brotli or gzip; a phone on
// a slow network waits for every byte. Answers under 1 KB are sent as they are: compressing them costs more
// time than it saves. The built app's files are compressed once at build time instead (plugins/static.ts);
// a reply that already has a Content-Encoding is left alone, and event streams are never buffered.

async function compressionPlugin(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Brotli first: smaller than gzip at this level, and as quick. Level 4 keeps compression a few
    // hundred microseconds for a typical page of results.
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
