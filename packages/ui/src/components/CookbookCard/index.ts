export * from './CookbookCard.tsx';
