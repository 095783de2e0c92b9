export * from './CookScreen.tsx';
