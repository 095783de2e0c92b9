export * from './SyncStatus.tsx';
