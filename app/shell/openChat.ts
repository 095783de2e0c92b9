// The window event named openChat (SPEC §2): any screen can open the chat panel, optionally with a friend.
export const openChatEvent = 'openChat';
export type OpenChatDetail = { userId?: string };

export function openChat(detail: OpenChatDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(openChatEvent, { detail }));
}
