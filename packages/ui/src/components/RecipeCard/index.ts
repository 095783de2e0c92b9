export * from './RecipeCard.tsx';
export * from './RecipeImage.tsx';
