import type { Potluck, PotluckGuestJoined, PotluckGuestSession } from '@potluck/contract';
import { addDays } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sessionCookieOf, type TestMember } from './index.ts';

// Potlucks with guests without an account (docs/decisions/035-potluck-guests.md), as the API tests make them: a
// host's potluck with its join link on, and a visitor who answers with it, signed in by the cookie it set.

/** A guest without an account, as a caller: their session cookie (no username or password), and their link. */
export interface TestGuest extends TestMember {
  /** Their private link's secret, answered once. */
  secret: string;
  potluckId: string;
}

const nextWeek = () => addDays(new Date().toISOString().slice(0, 10), 7);

/** `host` hosts a potluck (with `body`) and turns its join link on: the potluck and the link's token. */
export async function potluckWithLink(
  app: FastifyInstance,
  host: TestMember,
  body: Record<string, unknown> = {},
): Promise<{ potluck: Potluck; token: string }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/potlucks',
    headers: { cookie: host.cookie },
    payload: { title: 'Sunday lunch', day: nextWeek(), time: '13:00', place: 'The garden', ...body },
  });
  expect(created.statusCode, created.body).toBe(201);
  const potluck = created.json<Potluck>();
  const on = await app.inject({
    method: 'PUT',
    url: `/api/potlucks/${potluck.id}/join-link`,
    headers: { cookie: host.cookie },
    payload: { enabled: true },
  });
  expect(on.statusCode, on.body).toBe(200);
  return { potluck, token: on.json<Potluck>().joinLink!.token! };
}

/**
 * A visitor answers with the join link as a guest (going alone unless `body` says otherwise), from `from` (an
 * address; each test's own by default, so the per-address limit is not what it meets).
 */
export async function answerAsGuest(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
  from = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
): Promise<TestGuest> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/potluck-links/${token}/guests`,
    payload: { name: 'Sam', answer: 'going', ...body },
    remoteAddress: from,
  });
  expect(response.statusCode, response.body).toBe(201);
  const joined = response.json<PotluckGuestJoined>();
  const cookie = sessionCookieOf(response.headers['set-cookie']);
  const who = await app.inject({ method: 'GET', url: '/api/potluck-guest', headers: { cookie } });
  expect(who.statusCode, who.body).toBe(200);
  const session = who.json<PotluckGuestSession>();
  return { id: session.guestId, username: '', password: '', cookie, ...joined };
}
