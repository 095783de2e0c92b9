import { lookup as dnsLookup } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { HttpError } from '../errors.ts';
import { mayConnect } from './publicAddress.ts';

// Fetching a page (or its picture) from an address a member typed, without letting the server be used to reach
// what only it can reach (docs/decisions: recipe import address safety). Every hop is checked: the URL's form,
// then the address its name resolves to — at connect time, inside the connection's own DNS lookup, so the
// address checked is the address connected to and a second answer from DNS (rebinding) cannot swap it — and
// again after every redirect. Answers are read up to a byte limit and never past it.

export interface FetchOptions {
  /** host:port entries that may be reached although they are not public (IMPORT_ALLOW_HOSTS, tests only). */
  allowHosts: readonly string[];
  /** Aborts the whole fetch, redirects included (the import's 10 s). */
  signal: AbortSignal;
  maxBytes: number;
  maxRedirects: number;
  /** Whether the answer's content type is what the caller wants; otherwise 502. */
  accepts: (contentType: string) => boolean;
}

export interface FetchedBody {
  /** Where the answer came from, after redirects. */
  url: URL;
  contentType: string;
  bytes: Buffer;
}

/** Thrown from inside the connection's lookup when a name resolves to an address that is not public. */
class NotPublicError extends Error {
  override name = 'NotPublicError';
}

const fail = (status: number, message: string) => new HttpError(status, message);

/** The URL as an http(s) address without credentials, or a 400 saying what is wrong. */
export function checkedUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = base ? new URL(text, base) : new URL(text);
  } catch {
    throw fail(400, 'url: must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(400, 'url: must be an http(s) URL');
  if (url.username !== '' || url.password !== '') throw fail(400, 'url: must not contain credentials');
  return url;
}

function portOf(url: URL): number {
  return url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
}

/**
 * The connection's DNS lookup: resolves the name, refuses it when any address is not public, and hands the
 * connection exactly the addresses it checked.
 */
function checkedLookup(url: URL, allowHosts: readonly string[]): LookupFunction {
  const port = portOf(url);
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => !mayConnect(address, hostname, port, allowHosts));
      if (refused || addresses.length === 0) {
        return callback(new NotPublicError(`${hostname} is not a public address`), '', 0);
      }
      if (options.all) return callback(null, addresses as never, 0);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function requestOnce(url: URL, options: FetchOptions): Promise<IncomingMessage> {
  // The URL parser has already turned 2130706433, 0x7f.1 and 127.1 into 127.0.0.1; a literal address never
  // goes through DNS, so it is checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !mayConnect(host, host, portOf(url), options.allowHosts)) {
    throw fail(400, 'url: must be a public address');
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      signal: options.signal,
      lookup: checkedLookup(url, options.allowHosts),
      headers: {
        accept: 'text/html,application/xhtml+xml,image/*;q=0.8,*/*;q=0.5',
        'user-agent': 'PotluckRecipeImport/1.0',
      },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw fail(413, 'The page is larger than 5 MB');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw fail(413, 'The page is larger than 5 MB');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function failureOf(error: unknown, signal: AbortSignal): HttpError {
  if (error instanceof HttpError) return error;
  if (signal.aborted) return fail(504, 'The page did not answer within 10 seconds');
  if (error instanceof NotPublicError) return fail(400, 'url: must be a public address');
  return fail(502, 'The page could not be reached');
}

/** GETs `url`, following at most `maxRedirects` redirects, each checked like the first address. */
export async function fetchChecked(start: URL, options: FetchOptions): Promise<FetchedBody> {
  let url = start;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await requestOnce(url, options);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location !== undefined) {
        response.destroy();
        if (redirects >= options.maxRedirects) {
          throw fail(400, `url: the page redirects more than ${options.maxRedirects} times`);
        }
        url = checkedUrl(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw fail(502, `The page answered ${status}`);
      }
      const contentType = (response.headers['content-type'] ?? '').toLowerCase();
      if (!options.accepts(contentType)) {
        response.destroy();
        throw fail(502, 'The address did not answer with an HTML page');
      }
      return { url, contentType, bytes: await readBody(response, options.maxBytes) };
    }
  } catch (error) {
    throw failureOf(error, options.signal);
  }
}
