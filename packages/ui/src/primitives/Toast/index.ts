export * from './Toast.tsx';
export * from './useToastQueue.ts';
