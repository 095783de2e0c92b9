import {
  awaitsAnswer,
  isNotificationType,
  notificationText,
  notificationTypes,
  senderName,
  unreadCount,
} from '@potluck/domain';
import { describe, expect, it } from 'vitest';

const ana = { _id: '1', fName: 'Ana', lName: 'Lee', username: 'ana' };

describe('notificationText', () => {
  it.each([
    ['friend_request', 'Ana Lee sent you a friend request.'],
    ['friend_accept', 'Ana Lee accepted your friend request.'],
    ['friend_request_response', 'You are now friends with Ana Lee.'],
    ['recipe_like', 'Ana Lee liked your recipe.'],
    ['recipe_comment', 'Ana Lee commented on your recipe.'],
    ['recipe_cooked', 'Ana Lee cooked your recipe.'],
    ['cookbook_share_request', 'Ana Lee invited you to collaborate on a cookbook.'],
    ['cookbook_share_accept', 'Ana Lee accepted your cookbook invitation.'],
  ])('%s reads "%s"', (type, text) => {
    expect(notificationText({ type, fromUser: ana })).toBe(text);
  });

  it.each([
    ['recipe_like', null, 'Ana Lee liked your recipe “Lemon Pie”.'],
    ['recipe_comment', null, 'Ana Lee commented on your recipe “Lemon Pie”.'],
    ['recipe_cooked', null, 'Ana Lee cooked your recipe “Lemon Pie”.'],
    ['cookbook_share_request', null, 'Ana Lee invited you to collaborate on “Lemon Pie”.'],
    ['cookbook_share_request', 'accepted', 'You joined “Lemon Pie”.'],
    ['cookbook_share_request', 'declined', 'You declined Ana Lee’s invitation to “Lemon Pie”.'],
    ['cookbook_share_accept', null, 'Ana Lee joined your cookbook “Lemon Pie”.'],
  ] as const)('%s about a subject, answered %s, reads "%s"', (type, answer, text) => {
    expect(notificationText({ type, fromUser: ana, subject: 'Lemon Pie', answer })).toBe(text);
  });

  it('an answered friend request says what happened', () => {
    expect(notificationText({ type: 'friend_request', fromUser: ana, answer: 'accepted' })).toBe(
      'You and Ana Lee are now friends.',
    );
    expect(notificationText({ type: 'friend_request', fromUser: ana, answer: 'declined' })).toBe(
      'You declined Ana Lee’s friend request.',
    );
  });

  it('only requests and invitations without an answer await one', () => {
    expect(awaitsAnswer({ type: 'friend_request' })).toBe(true);
    expect(awaitsAnswer({ type: 'cookbook_share_request', answer: null })).toBe(true);
    expect(awaitsAnswer({ type: 'cookbook_share_request', answer: 'accepted' })).toBe(false);
    expect(awaitsAnswer({ type: 'recipe_like' })).toBe(false);
  });

  it("reads 'You have a new notification.' for any other type", () => {
    expect(notificationText({ type: 'system_update', fromUser: ana })).toBe('You have a new notification.');
    expect(notificationText({ type: '' })).toBe('You have a new notification.');
  });

  it('covers every known type', () => {
    for (const type of notificationTypes) {
      expect(notificationText({ type, fromUser: ana })).toContain('Ana Lee');
    }
  });
});

describe('senderName', () => {
  it('falls back from full name to username to Someone', () => {
    expect(senderName({ fName: 'Ana', lName: '' })).toBe('Ana');
    expect(senderName({ fName: ' ', lName: null, username: 'ana' })).toBe('ana');
    expect(senderName(null)).toBe('Someone');
  });
});

describe('isNotificationType', () => {
  it('knows the seven spec types, the five potluck types and recipe_cooked only', () => {
    expect(notificationTypes).toHaveLength(13);
    expect(isNotificationType('recipe_cooked')).toBe(true);
    expect(isNotificationType('recipe_like')).toBe(true);
    expect(isNotificationType('recipe_likes')).toBe(false);
    expect(isNotificationType(undefined)).toBe(false);
  });
});

describe('unreadCount', () => {
  it('counts notifications not marked read', () => {
    expect(unreadCount([])).toBe(0);
    expect(
      unreadCount([
        { type: 'recipe_like', read: false },
        { type: 'recipe_like', read: true },
        { type: 'friend_request' },
      ]),
    ).toBe(2);
  });
});
