export * from './Avatar.tsx';
