// The potluck page's actor, for a member (routes/potluck.tsx) and for a guest without an account
// (routes/potluckGuest.tsx): the same machine and screen in two frames. Its thread and its dialogs are child
// machines: each draws the page again when it moves, and what it tells is forwarded like the page's own.
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { potluckMachine } from '../../machines/index.ts';
import { useFirstDrawInSlices } from '../firstDrawInSlices.ts';
import { useNotices } from '../noticeForwarding.ts';
import { client, env } from '../services.ts';
import { shareLink } from './shareLink.ts';

/** A child machine of the page: the page is drawn again when it moves, and its notices are shown. */
function useChild(child: AnyActorRef | undefined) {
  useSelector(child, (s) => s);
  useNotices(child);
}

export function usePotluckPage(input: { potluckId: string; memberId: string; guestSecret?: string | null }) {
  const potluck = useActorRef(potluckMachine, {
    input: { client, now: env.now, writeClipboard: env.writeClipboard, shareLink, ...input },
  });
  useNotices(potluck);
  // The loaded potluck (details, guests, menu, thread) is first drawn in slices; every later change at once.
  const snapshot = useFirstDrawInSlices(
    useSelector(potluck, (s) => s),
    (s) => s.matches('loaded'),
  );
  const { thread, claim, hostForm, invitations, hostAgain } = potluck.getSnapshot().children;
  useChild(thread);
  useChild(claim);
  useChild(hostForm);
  useChild(invitations);
  useChild(hostAgain);
  return { potluck, snapshot };
}
