import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local web site for the recipe import's tests, on 127.0.0.1 only: the fixture pages of
// tests/api/fixtures/recipe-pages ({{origin}} replaced by the site's own address) and whatever special answers a
// test adds (redirects, errors, slow or huge pages). It records every path asked for, so tests can prove that a
// refused address was never even contacted.

export type PageHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface RecipeSite {
  origin: string;
  port: number;
  /** host:port of the site, as IMPORT_ALLOW_HOSTS lists it. */
  host: string;
  requests: string[];
  /** Serves `handler` at `path` (exact path, query ignored). */
  on(path: string, handler: PageHandler): void;
  close(): Promise<void>;
}

const fixtures = new URL('../fixtures/recipe-pages/', import.meta.url);

export function fixturePage(name: string, origin: string): string {
  return readFileSync(new URL(name, fixtures), 'utf8').replaceAll('{{origin}}', origin);
}

export async function startRecipeSite(): Promise<RecipeSite> {
  const handlers = new Map<string, PageHandler>();
  const requests: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(path);
    const handler = handlers.get(path);
    if (handler) return handler(request, response);
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    host: `127.0.0.1:${port}`,
    requests,
    on: (path, handler) => handlers.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        // Pages that never answer keep their sockets open; end them so the test file can finish.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string): PageHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };

export const redirect =
  (location: string, status = 302): PageHandler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };
