export * from './BottomNav.tsx';
