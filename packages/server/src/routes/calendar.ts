import { calendarFeed, errorResponses, storableText } from '@potluck/contract';
import { addDays, planLimits, weekStartOf } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import { planCalendar } from '../planCalendar.ts';
import { publicOrigin } from '../plugins/imageUrls.ts';

// The member's private calendar feed of their meal plans (README "Meal plan"): the address is shown to the member
// (GET /api/calendar) and can be reset; the feed itself (GET /calendar/<secret>.ics) is read by calendar apps,
// which carry no session, so the secret in the address is the credential. Anything but a current secret is 404.

const feedParams = z.object({ file: storableText().max(200, 'is not a calendar address') });
const notFoundMessage = 'Calendar not found';

export default async function calendarRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { calendarFeeds, plans, members } = app;

  function addresses(origin: string, secret: string) {
    const url = `${origin}/calendar/${secret}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  }

  const common = { tags: ['plan'] };

  route.get(
    '/api/calendar',
    {
      config: { access: 'member' },
      schema: { ...common, response: { 200: calendarFeed, ...errorResponses(401) } },
    },
    async (request) =>
      addresses(publicOrigin(request, app.config), await calendarFeeds.secret(request.member.id)),
  );

  route.post(
    '/api/calendar/reset',
    {
      config: { access: 'member' },
      schema: { ...common, response: { 200: calendarFeed, ...errorResponses(401, 429) } },
    },
    async (request) =>
      addresses(publicOrigin(request, app.config), await calendarFeeds.reset(request.member.id)),
  );

  // Typed by hand rather than by the zod provider: its answer is iCalendar text, not one of the contract's bodies.
  app.get<{ Params: z.infer<typeof feedParams> }>(
    '/calendar/:file',
    {
      // The secret in the address is the credential: the feed is still the member's private data.
      config: { access: 'visitor', privateAnswer: true },
      schema: {
        ...common,
        summary:
          'The private calendar feed (text/calendar, RFC 5545) at the address GET /api/calendar answers',
        params: feedParams,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const secret = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const memberId = secret === undefined ? undefined : await calendarFeeds.memberOf(secret);
      if (memberId === undefined) notFound(notFoundMessage);
      const thisWeek = weekStartOf(new Date().toISOString().slice(0, 10));
      const from = addDays(thisWeek, -7 * planLimits.feedWeeksBack);
      const to = addDays(thisWeek, 7 * (planLimits.feedWeeksAhead + 1) - 1);
      const [entries, name, potlucks] = await Promise.all([
        plans.feedEntries(memberId, from, to),
        members.usernameById(memberId),
        app.potlucks.going(memberId, from, to),
      ]);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="potluck-meal-plan.ics"')
        .send(planCalendar(entries, name ?? '', publicOrigin(request, app.config), potlucks));
    },
  );
}
