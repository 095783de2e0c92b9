export * from './AddToCookbook.tsx';
export * from './CommentsSection.tsx';
export * from './NutritionList.tsx';
export * from './RecipeDetail.tsx';
export * from './RecipeModal.tsx';
export * from './ServingsScaler.tsx';
export * from './ShareMenu.tsx';
export * from './types.ts';
