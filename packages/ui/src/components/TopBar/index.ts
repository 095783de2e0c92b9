export * from './RecipeFilterMenu.tsx';
export * from './TopBar.tsx';
