export * from './Dialog.tsx';
