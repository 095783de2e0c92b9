export * from './FriendRow.ts';
