export * from './CreateCookbookDialog.tsx';
