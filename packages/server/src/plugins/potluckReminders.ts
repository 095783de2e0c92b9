import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createPotluckReminderRepository,
  type ReminderRun,
} from '../repositories/potluckReminderRepository.ts';

// The potlucks' day-before reminders, run by every instance every POTLUCK_REMINDERS_SECONDS (60 by default; 0
// turns it off on this instance). Runs on several instances do not need to agree on anything: each run claims
// what is due in PostgreSQL (potluckReminderRepository.ts, docs/decisions/025), so a reminder is sent once, and
// one that an instance claimed and died holding is sent by the next run of any other. A run never overlaps the
// previous one on the same instance, and shutdown waits for the one in flight. `app.potluckReminders.run(now)`
// runs once with the given clock (tests).

declare module 'fastify' {
  interface FastifyInstance {
    potluckReminders: { run(now?: Date): Promise<ReminderRun> };
  }
}

async function potluckRemindersPlugin(app: FastifyInstance) {
  const reminders = createPotluckReminderRepository(app.db);
  const { potluckRemindersSeconds: seconds, potluckRemindersHoldMs: holdMs } = app.config;
  const hold =
    holdMs > 0
      ? async () => {
          app.log.info({ holdMs }, 'potluck reminders claimed, holding them before commit');
          await new Promise((resolve) => setTimeout(resolve, holdMs));
        }
      : undefined;
  let running: Promise<ReminderRun> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const run = (now: Date = new Date()) => reminders.sendDue(now, hold);

  const tick = () => {
    if (running) return;
    running = run()
      .then((result) => {
        if (result.potlucks > 0) app.log.info(result, 'potluck reminders sent');
        return result;
      })
      .catch((error: unknown) => {
        // The database away: the reminders stay unsent, and the next run (here or elsewhere) sends them.
        app.log.warn({ err: error }, 'potluck reminders not sent this time');
        return { potlucks: 0, notifications: 0 };
      })
      .finally(() => {
        running = undefined;
      });
  };

  app.decorate('potluckReminders', { run });
  if (seconds > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(tick, seconds * 1000);
      timer.unref();
      tick();
    });
  }
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

export default fp(potluckRemindersPlugin, {
  name: 'potluck-reminders',
  decorators: { fastify: ['db', 'config'] },
});
