export * from './CreateRecipeForm.tsx';
