export * from './AppShell.tsx';
export * from './VisitorShell.tsx';
