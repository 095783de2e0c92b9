export * from './ConfirmDialog.tsx';
