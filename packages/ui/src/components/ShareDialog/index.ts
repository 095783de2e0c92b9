export * from './ShareDialog.tsx';
export * from './SharedWith.tsx';
