export * from './ShareDialog.tsx';
