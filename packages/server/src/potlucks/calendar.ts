import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { potluckCalendar } from '../planCalendar.ts';
import { publicOrigin } from '../plugins/imageUrls.ts';
import { memberOrGuestRoute } from './memberRoute.ts';
import { schemas } from './schemas.ts';

// A potluck in the caller's calendar (issue 39): the potluck as one iCalendar event, for whoever may open it, its
// guests without an account too (who have no calendar feed). The same event as the member's feed holds, marked
// cancelled when it was.

export default async function calendarRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/potlucks/:id/calendar.ics',
    memberOrGuestRoute(schemas.calendar),
    async (request, reply) => {
      const { status, ...event } = await app.potlucks.calendarEvent(request.params.id, request.member.id);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="potluck.ics"')
          // iCalendar text, sent as it is (a non-JSON type is not serialized): the zod provider types JSON answers only.
          .send(potluckCalendar(event, publicOrigin(request, app.config), status === 'cancelled') as never)
      );
    },
  );
}
