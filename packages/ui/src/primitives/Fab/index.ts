export * from './Fab.tsx';
