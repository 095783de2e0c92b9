// Server-Sent Events (ARCHITECTURE §9): the server says when a notification, a message or a friend change
// happened, and the shared actors refresh at once instead of waiting for their next poll. Polling stays as
// the fallback, so a dropped stream loses nothing; EventSource reconnects by itself.
import { useEffect } from 'react';
import { useMember } from './AppActors.tsx';

type StreamEvent = { type: 'notification' | 'message' | 'friends'; from?: string };

export function useServerEvents(): void {
  const { chat, bumpNotifications, bumpChat } = useMember();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const stream = new EventSource('/api/events', { withCredentials: true });
    const onNotification = () => bumpNotifications();
    const onMessage = (event: MessageEvent<string>) => {
      const data = JSON.parse(event.data) as StreamEvent;
      const snapshot = chat.getSnapshot();
      // An open conversation with the sender reloads its messages (leaving and re-entering the view is the
      // machine's way to load them); otherwise the unread dot is checked now.
      if (snapshot.matches({ panel: { open: 'conversation' } }) && snapshot.context.friendId === data.from) {
        chat.send({ type: 'view.list' });
        chat.send({ type: 'conversation.open', friendId: data.from });
      } else {
        bumpChat();
      }
    };
    stream.addEventListener('notification', onNotification);
    stream.addEventListener('friends', onNotification);
    stream.addEventListener('message', onMessage);
    return () => stream.close();
  }, [chat, bumpNotifications, bumpChat]);
}
