export * from './Versions.tsx';
