// One friend row for every friend list: names joined (or none), the default avatar, the latest message.
import { describe, expect, it } from 'vitest';
import { toFriendRow } from '../../../../app/selectors/friendRow.ts';
import { aFriend, sampleId } from '../../../../stories/statecharts/samples.ts';

describe('toFriendRow', () => {
  it('a friend with names, a picture and a latest message', () => {
    const latestMessage = { text: 'Hi!', createdAt: '2026-01-02T00:00:00.000Z' };
    const friend = aFriend({
      _id: sampleId(1),
      username: 'kenji.eats',
      fName: 'Kenji',
      lName: 'Mori',
      profilePic: '/media/kenji.webp',
      latestMessage,
    });
    expect(toFriendRow(friend)).toEqual({
      id: sampleId(1),
      username: 'kenji.eats',
      name: 'Kenji Mori',
      avatar: '/media/kenji.webp',
      latestMessage,
    });
  });

  it('no names means no name (the lists show the username), no picture the default avatar', () => {
    const row = toFriendRow(aFriend({ username: 'priya', fName: '', lName: '', profilePic: '' }));
    expect(row.name).toBeUndefined();
    expect(row.avatar).toBe('/user.png');
    expect(row.latestMessage).toBeNull();
  });
});
