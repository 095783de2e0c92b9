export * from './FriendsCooked.tsx';
export * from './MemberCooks.tsx';
