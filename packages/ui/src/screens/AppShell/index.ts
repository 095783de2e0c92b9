export * from './AppShell.tsx';
