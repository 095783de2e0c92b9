export * from './AppShell/index.ts';
export * from './CookbookScreens.tsx';
export * from './CookScreen/index.ts';
export * from './LandingScreen.tsx';
export * from './LoginScreen.tsx';
export * from './MemberScreens.tsx';
export * from './RecipeScreens.tsx';
export * from './SignupScreen.tsx';
