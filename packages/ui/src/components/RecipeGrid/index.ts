export * from './RecipeGrid.tsx';
