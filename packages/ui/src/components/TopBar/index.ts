export * from './FriendResults.tsx';
export * from './RecipeFilterMenu.tsx';
export * from './TopBar.tsx';
export * from './VisitorTopBar.tsx';
