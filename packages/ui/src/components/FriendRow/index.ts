export * from './FriendRow.tsx';
