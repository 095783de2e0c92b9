import type { FastifyInstance } from 'fastify';
import guestRoutes from './guests.ts';
import hostingRoutes from './hosting.ts';
import menuRoutes from './menu.ts';
import threadRoutes from './thread.ts';

// Potlucks on the server (README "Potluck"; decisions 025 and 031), one module: its routes by what they hold
// (hosting, guests, menu, thread), how a change is heard (news.ts), every way a potluck says no and its HTTP answer
// (refusals.ts). The SQL is the repositories' (repositories/potluck*.ts).

export default async function potluckRoutes(app: FastifyInstance) {
  await app.register(hostingRoutes);
  await app.register(guestRoutes);
  await app.register(menuRoutes);
  await app.register(threadRoutes);
}
