// SPEC §2/§4 chat: friends with a latest message are listed newest first; the unread dot shows when any friend's
// latest message is newer than the last time a chat was opened; URLs in messages are clickable.

export interface LatestMessage {
  text?: string;
  createdAt: string | number | Date;
}

export interface ChatFriend {
  latestMessage?: LatestMessage | null;
}

/** Milliseconds since the epoch, or null for a missing or unreadable time. */
function timeOf(value: string | number | Date | null | undefined): number | null {
  if (value == null || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

function latestTime(friend: ChatFriend): number | null {
  return friend.latestMessage ? timeOf(friend.latestMessage.createdAt) : null;
}

/** All friends, newest latest message first; friends without messages keep their order at the end. */
export function sortFriendsByLatestMessage<F extends ChatFriend>(friends: readonly F[]): F[] {
  // Array.prototype.sort is stable, so equal times and message-less friends keep the server's order.
  return [...friends].sort((a, b) => {
    const timeA = latestTime(a);
    const timeB = latestTime(b);
    if (timeA === null || timeB === null) return (timeA === null ? 1 : 0) - (timeB === null ? 1 : 0);
    return timeB - timeA;
  });
}

/** The chat list: friends who have exchanged a message, newest first. */
export function chatListFriends<F extends ChatFriend>(friends: readonly F[]): F[] {
  return sortFriendsByLatestMessage(friends.filter((friend) => latestTime(friend) !== null));
}

/** The new-message view: friends with no messages yet. */
export function newChatFriends<F extends ChatFriend>(friends: readonly F[]): F[] {
  return friends.filter((friend) => latestTime(friend) === null);
}

/** Whether the chat toggle shows its red dot. Before any chat was opened, any message counts as unread. */
export function hasUnreadChat(
  friends: readonly ChatFriend[],
  lastViewedAt: string | number | Date | null | undefined,
): boolean {
  const viewed = timeOf(lastViewedAt);
  return friends.some((friend) => {
    const time = latestTime(friend);
    return time !== null && (viewed === null || time > viewed);
  });
}

export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /https?:\/\/[^\s<>"]+/gi;
// Sentence punctuation after a URL ("see https://x.org/a.") belongs to the sentence, not the link.
const trailingPunctuation = /[.,;:!?'"]+$/;
const hasHost = /^https?:\/\/[^/?#.,;:!?'"()]/i;

/** Splits a message into text and http(s) link segments, in order; only http and https become links. */
export function linkifyMessage(text: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  const pushText = (end: number) => {
    if (end > last) segments.push({ kind: 'text', text: text.slice(last, end) });
  };
  for (const match of text.matchAll(urlPattern)) {
    let url = match[0].replace(trailingPunctuation, '');
    // A closing parenthesis ends the link unless the link opened one: "(see https://x.org/a)".
    if (url.endsWith(')') && !url.includes('(')) url = url.slice(0, -1).replace(trailingPunctuation, '');
    // 'https://' alone, or followed only by punctuation, names no site: it stays text.
    if (!hasHost.test(url)) continue;
    const start = match.index;
    pushText(start);
    segments.push({ kind: 'link', text: url, href: url });
    last = start + url.length;
  }
  pushText(text.length);
  return segments;
}

/** The shareable link of a recipe (SPEC §2): {origin}/recipe/{id}. */
export function recipeShareLink(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/recipe/${encodeURIComponent(id)}`;
}

/** The profile link the Share button copies: {origin}/profile/{username}. */
export function profileShareLink(origin: string, username: string): string {
  return `${origin.replace(/\/+$/, '')}/profile/${encodeURIComponent(username)}`;
}
