export * from './Link.tsx';
