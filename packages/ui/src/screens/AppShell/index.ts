export * from './AppShell.tsx';
export * from './GuestShell.tsx';
export * from './VisitorShell.tsx';
