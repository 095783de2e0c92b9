import {
  chatListFriends,
  hasUnreadChat,
  linkifyMessage,
  newChatFriends,
  profileShareLink,
  recipeShareLink,
  sortFriendsByLatestMessage,
} from '@potluck/domain';
import { describe, expect, it } from 'vitest';

const friend = (name: string, createdAt?: string) => ({
  username: name,
  latestMessage: createdAt ? { text: 'hi', createdAt } : null,
});
const ana = friend('ana', '2026-01-02T10:00:00Z');
const bo = friend('bo', '2026-01-03T10:00:00Z');
const cy = friend('cy');
const di = friend('di', '2026-01-01T10:00:00Z');

describe('friend ordering', () => {
  it('sorts newest latest message first, friends without messages last in their order', () => {
    const sorted = sortFriendsByLatestMessage([cy, ana, friend('ed'), bo, di]);
    expect(sorted.map((f) => f.username)).toEqual(['bo', 'ana', 'di', 'cy', 'ed']);
  });

  it('splits the chat list and the new-message view', () => {
    expect(chatListFriends([cy, ana, bo]).map((f) => f.username)).toEqual(['bo', 'ana']);
    expect(newChatFriends([cy, ana, bo]).map((f) => f.username)).toEqual(['cy']);
  });

  it('treats an unreadable time as no message', () => {
    const broken = friend('zed', 'not a date');
    expect(newChatFriends([broken])).toEqual([broken]);
  });
});

describe('hasUnreadChat', () => {
  it('shows the dot when any latest message is newer than the last view', () => {
    expect(hasUnreadChat([ana, bo], '2026-01-02T12:00:00Z')).toBe(true);
    expect(hasUnreadChat([ana, di], '2026-01-02T12:00:00Z')).toBe(false);
    expect(hasUnreadChat([ana], Date.parse('2026-01-02T10:00:00Z'))).toBe(false);
  });

  it('counts any message before the first chat was ever opened', () => {
    expect(hasUnreadChat([di], null)).toBe(true);
    expect(hasUnreadChat([cy], null)).toBe(false);
    expect(hasUnreadChat([], undefined)).toBe(false);
  });
});

describe('linkifyMessage', () => {
  it('turns http and https URLs into links between text segments', () => {
    expect(linkifyMessage('Try http://localhost:3000/recipe/716429 tonight')).toEqual([
      { kind: 'text', text: 'Try ' },
      {
        kind: 'link',
        text: 'http://localhost:3000/recipe/716429',
        href: 'http://localhost:3000/recipe/716429',
      },
      { kind: 'text', text: ' tonight' },
    ]);
  });

  it('keeps sentence punctuation and closing parentheses out of the link', () => {
    expect(linkifyMessage('See https://x.org/a.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://x.org/a', href: 'https://x.org/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkifyMessage('(https://x.org/a)')[1]).toEqual({
      kind: 'link',
      text: 'https://x.org/a',
      href: 'https://x.org/a',
    });
    expect(linkifyMessage('https://en.wikipedia.org/wiki/Pie_(food)')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Pie_(food)',
    );
  });

  it('links only http(s): other schemes and bare schemes stay text', () => {
    expect(linkifyMessage('javascript:alert(1) ftp://x.org')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://x.org' },
    ]);
    expect(linkifyMessage('just https:// here')).toEqual([{ kind: 'text', text: 'just https:// here' }]);
  });

  it('handles several links and text without links, and reassembles the message', () => {
    const text = 'a https://one.org b HTTPS://two.org/x?y=1#z';
    const segments = linkifyMessage(text);
    expect(segments.filter((s) => s.kind === 'link').map((s) => s.text)).toEqual([
      'https://one.org',
      'HTTPS://two.org/x?y=1#z',
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(linkifyMessage('')).toEqual([]);
    expect(linkifyMessage('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
  });
});

describe('share links', () => {
  it('builds {origin}/recipe/{id} and the profile link', () => {
    expect(recipeShareLink('https://potluck.example', '716429')).toBe(
      'https://potluck.example/recipe/716429',
    );
    expect(recipeShareLink('http://localhost:5173/', 'abc')).toBe('http://localhost:5173/recipe/abc');
    expect(profileShareLink('https://potluck.example', 'ana lee')).toBe(
      'https://potluck.example/profile/ana%20lee',
    );
  });
});
