export * from './ScrollArea.tsx';
