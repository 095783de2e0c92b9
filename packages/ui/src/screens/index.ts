// One screen per file, named after it; each is a page of the app (app/routes) and a group of stories
// (stories/screens). RecipeModalSlot is the recipe modal the grid pages open, a lazy chunk of its own.
export * from './AdminScreen.tsx';
export * from './AppShell/index.ts';
export * from './CookbookScreen.tsx';
export * from './CookbooksScreen.tsx';
export * from './CookScreen/index.ts';
export * from './DiscoverScreen.tsx';
export * from './LandingScreen.tsx';
export * from './LoginScreen.tsx';
export * from './MyRecipesScreen.tsx';
export * from './NotificationsScreen.tsx';
export * from './PlanScreen.tsx';
export * from './PotluckJoinScreen.tsx';
export * from './PotluckScreen.tsx';
export * from './PotlucksScreen.tsx';
export * from './ProfileScreen.tsx';
export * from './RecipeModalSlot.tsx';
export * from './RecipeScreen.tsx';
export * from './SettingsScreen.tsx';
export * from './ShoppingListScreen.tsx';
export * from './SignupScreen.tsx';
