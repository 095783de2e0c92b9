export * from './MultiSelect.tsx';
