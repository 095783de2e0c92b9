export * from './CookbookDetail.tsx';
