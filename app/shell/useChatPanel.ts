// The chat actor as the design system's ChatPanel props and the bottom nav's unread dot (app/selectors/chatPanel.ts).
import type { ChatPanelProps } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { RouterLink } from '../links.tsx';
import { selectChatPanel, selectUnreadChat } from '../selectors/chatPanel.ts';
import { useMember } from './AppActors.tsx';

export function useChatPanel(): { chat: ChatPanelProps; unread: boolean } {
  const { chat } = useMember();
  const snapshot = useSelector(chat, (s) => s);
  return {
    chat: selectChatPanel(snapshot, chat.send, { Link: RouterLink }),
    unread: selectUnreadChat(snapshot),
  };
}
