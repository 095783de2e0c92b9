// The chat actor as the design system's ChatPanel props and the bottom nav's unread dot (app/selectors/chatPanel.ts).
// Until the actor has started (after the page's first paint, AppActors.tsx) the panel is closed, without the
// dot, and what the member does with it (the bottom nav's toggle included) waits for the actor. The result is the
// same object until the actor's snapshot changes, so the memoised chat panel and bottom nav are not drawn again
// when the page's own actor changes (decision 030).
import type { ChatPanelProps } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { ChatEvent } from '../../machines/chatMachine.ts';
import { RouterLink } from '../links.tsx';
import { selectChatPanel, selectChatPanelBeforeStart, selectUnreadChat } from '../selectors/chatPanel.ts';
import { useMember, useShellActors } from './AppActors.tsx';

export function useChatPanel(): { chat: ChatPanelProps; unread: boolean; send: (event: ChatEvent) => void } {
  const { whenShellActors } = useMember();
  const chat = useShellActors()?.chat;
  const snapshot = useSelector(chat, (s) => s);
  const sendLater = useCallback(
    (event: ChatEvent) => void whenShellActors.then((actors) => actors.chat.send(event)),
    [whenShellActors],
  );
  return useMemo(
    () =>
      chat && snapshot
        ? {
            chat: selectChatPanel(snapshot, chat.send, { Link: RouterLink }),
            unread: selectUnreadChat(snapshot),
            send: chat.send,
          }
        : {
            chat: selectChatPanelBeforeStart(sendLater, { Link: RouterLink }),
            unread: false,
            send: sendLater,
          },
    [chat, snapshot, sendLater],
  );
}
