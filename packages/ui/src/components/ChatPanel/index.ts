export * from './ChatPanel.tsx';
export * from './Conversation.tsx';
export * from './FriendList.tsx';
