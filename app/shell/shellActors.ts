// The member's notifications feed, chat and "Plan it" actors, in a chunk of their own (issue 30, decision 030):
// the shell starts them after the page's first paint instead of in the boot bundle, so neither their machines nor
// their first snapshots are in the page's first task. Until then the shell draws the bell without a count and the
// chat closed (AppActors.tsx); they live as long as the member's shell, as before.
import { createActor } from 'xstate';
import { chatMachine, notificationsMachine, planItMachine } from '../../machines/index.ts';
import { client, env } from '../services.ts';

export function startShellActors(memberId: string) {
  const notifications = createActor(notificationsMachine, {
    input: { client, memberId, now: env.now },
  }).start();
  const chat = createActor(chatMachine, {
    input: {
      client,
      memberId,
      localStorage: env.localStorage,
      sessionStorage: env.sessionStorage,
      now: env.now,
    },
  }).start();
  const planIt = createActor(planItMachine, { input: { now: env.now } }).start();
  return {
    notifications,
    chat,
    planIt,
    stop() {
      notifications.stop();
      chat.stop();
      planIt.stop();
    },
  };
}

export type ShellActors = Omit<ReturnType<typeof startShellActors>, 'stop'>;
