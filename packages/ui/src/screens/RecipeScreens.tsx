// The recipe screens, one module each so a page loads only its own: the discovery grid (/), My Recipes
// (/add-recipe) and the recipe page (/recipe/{id}).
export * from './DiscoverScreen.tsx';
export * from './MyRecipesScreen.tsx';
export * from './RecipeModalSlot.tsx';
export * from './RecipeScreen.tsx';
