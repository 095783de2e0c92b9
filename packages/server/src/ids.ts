import { randomBytes } from 'node:crypto';

// Every id the API hands out is 24 lowercase hex characters, built like a MongoDB ObjectId: 8 hex of seconds
// since 1970, 10 hex fixed at random per process, 6 hex of a counter. The spec tells member recipes (24
// characters) from provider recipes (decimal integers) by this shape, and because of the counter, ids made by one
// process sort in creation order even within a second — which is what message cursors rely on.

export const idPattern = /^[0-9a-f]{24}$/;

const processPart = randomBytes(5).toString('hex');
// Start low in the counter's range so a busy second does not wrap it and break the ordering.
let counter = randomBytes(3).readUIntBE(0, 3) >> 1;

export function newId(now: Date = new Date()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + processPart + counter.toString(16).padStart(6, '0');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && idPattern.test(value);
}
