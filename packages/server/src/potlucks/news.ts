import type { Potluck } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import { publishMany } from '../events.ts';
import { notifiedEvents, notifyMany } from '../notifications.ts';
import type { Member } from '../plugins/auth.ts';
import type { MenuChange } from '../repositories/potluckMenuRepository.ts';
import type { PotluckChange } from '../repositories/potluckRows.ts';

// How a potluck's changes are heard (decision 031). Every write of a potluck returns its news (the version it
// left the potluck at, and everyone who may open it now, read in the write's own statements), so telling costs
// one statement, and the live event's `version` is the `updatedAt` of the potluck the writer is answered with.

/** The notifications a host's change sends to guests (the menu's, potluck_menu, are written by its own SQL). */
type GuestNotice = 'potluck_changed' | 'potluck_cancelled' | 'potluck_invite';

/**
 * Tells everyone who may open the potluck (and `also`: a guest who just lost it) that it changed: a `potluck` live
 * event with the change's version (and `messageId` for a message in its thread), together with the potluck_menu
 * notifications a change of the menu wrote, in one statement.
 */
export async function tell(
  app: FastifyInstance,
  news: PotluckChange & { notified?: MenuChange['notified'] },
  options: { also?: readonly string[]; messageId?: string } = {},
): Promise<void> {
  const { potluckId, version } = news;
  const { also = [], messageId } = options;
  await publishMany(app.db, [
    ...notifiedEvents(news.notified ?? [], 'potluck_menu'),
    {
      memberIds: [...news.audience, ...also],
      event: { type: 'potluck', potluckId, version, ...(messageId ? { messageId } : {}) },
    },
  ]);
}

/**
 * The host changes it, guests are told, everyone hears: once a change is written, its notification to the guests
 * when it has one (to everyone who may open the potluck, or to `notice.to`: those just invited), the live event to
 * all of them, and the potluck as the member who changed it now sees it (the answer).
 */
export async function announce(
  app: FastifyInstance,
  member: Member,
  change: PotluckChange & { notified?: MenuChange['notified'] },
  notice?: { type: GuestNotice; to?: readonly string[] },
): Promise<Potluck> {
  if (notice) await notifyGuests(app, member, change.potluckId, notice.type, notice.to ?? change.audience);
  await tell(app, change);
  return app.potlucks.read(change.potluckId, member.id);
}

/** Notifies these guests of what the host did (the host themself never). */
export async function notifyGuests(
  app: FastifyInstance,
  host: Member,
  potluckId: string,
  type: GuestNotice,
  guests: readonly string[],
): Promise<void> {
  await notifyMany(app.db, { memberIds: guests, fromId: host.id, type, data: { potluckId } });
}
