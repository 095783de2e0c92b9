import type { FastifyInstance } from 'fastify';
import calendarRoutes from './calendar.ts';
import guestRoutes from './guests.ts';
import guestsWithoutAccountRoutes from './guestsWithoutAccount.ts';
import hostingRoutes from './hosting.ts';
import menuRoutes from './menu.ts';
import threadRoutes from './thread.ts';

// Potlucks on the server (README "Potluck"; decisions 025, 031 and 035), one module: its routes by what they hold
// (hosting, guests, menu, thread, guests without an account, the calendar file), how a change is heard (news.ts), every way a potluck says no and its HTTP answer
// (refusals.ts). The SQL is the repositories' (repositories/potluck*.ts).

export default async function potluckRoutes(app: FastifyInstance) {
  await app.register(hostingRoutes);
  await app.register(guestRoutes);
  await app.register(menuRoutes);
  await app.register(threadRoutes);
  await app.register(guestsWithoutAccountRoutes);
  await app.register(calendarRoutes);
}
