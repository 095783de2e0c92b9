export * from './FriendsCooked.tsx';
