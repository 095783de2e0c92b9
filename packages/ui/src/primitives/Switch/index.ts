export * from './Switch.tsx';
