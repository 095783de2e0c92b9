export * from './CardDelete.tsx';
