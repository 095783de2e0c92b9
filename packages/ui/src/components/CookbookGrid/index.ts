export * from './CookbookGrid.tsx';
