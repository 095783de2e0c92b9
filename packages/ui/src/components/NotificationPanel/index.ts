export * from './NotificationPanel.tsx';
