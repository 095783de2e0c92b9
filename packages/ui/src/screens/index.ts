export * from './AppShell/index.ts';
export * from './CookbookScreens.tsx';
export * from './MemberScreens.tsx';
export * from './RecipeScreens.tsx';
export * from './VisitorScreens.tsx';
