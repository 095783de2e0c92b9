export * from './TextArea.tsx';
