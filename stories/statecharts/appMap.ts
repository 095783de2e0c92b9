// Every route of the app, the screen it renders and the machines that drive it: the map a product owner starts a
// walk from (Statecharts › Map of the app). tests/unit/statecharts/appMap.test.ts holds it to the route tables and
// to machines/index.ts, so a new route or machine cannot be left off it.
import type { StatechartName } from '../../machines/index.ts';

export type MapRow = {
  path: string;
  /** What the member calls the page. */
  page: string;
  /** The screen of packages/ui/src/screens it renders. */
  screen: string;
  machines: StatechartName[];
  /** Only visitors (not logged in) see it. */
  visitor?: boolean;
};

/** The machines of the member's shell: behind every member page (top bar, bell, chat, toasts, alerts, status). */
export const shellMachines: StatechartName[] = [
  'sessionMachine',
  'notificationsMachine',
  'chatMachine',
  'toastMachine',
  'alertMachine',
  'appStatusMachine',
  'planItMachine',
];

export const appMap: MapRow[] = [
  { path: '/', page: 'Landing', screen: 'LandingScreen', machines: ['sessionMachine'], visitor: true },
  { path: '/login', page: 'Log in', screen: 'LoginScreen', machines: ['sessionMachine'], visitor: true },
  { path: '/signup', page: 'Sign up', screen: 'SignupScreen', machines: ['sessionMachine'], visitor: true },
  {
    path: '/potluck-link/:token',
    page: 'A potluck’s join link (visitor)',
    screen: 'PotluckJoinScreen',
    machines: ['potluckJoinMachine'],
    visitor: true,
  },
  {
    path: '/potluck/:id',
    page: 'A potluck (its guest without an account)',
    screen: 'PotluckScreen',
    machines: ['potluckGuestMachine', 'potluckMachine', 'potluckClaimMachine', 'potluckThreadMachine'],
    visitor: true,
  },
  {
    path: '/potluck-guest/:secret',
    page: 'A guest’s private link',
    screen: 'PotluckScreen',
    machines: ['potluckGuestMachine', 'potluckMachine'],
    visitor: true,
  },
  {
    path: '/',
    page: 'Browse recipes',
    screen: 'DiscoverScreen',
    machines: ['discoveryMachine', 'recipeDetailMachine', 'commentsMachine', 'friendsCookedMachine'],
  },
  {
    path: '/recipe/:id',
    page: 'A recipe',
    screen: 'RecipeScreen',
    machines: ['recipeDetailMachine', 'commentsMachine', 'recipeCooksMachine', 'recipeVersionMachine'],
  },
  { path: '/recipe/:id/cook', page: 'Cook mode', screen: 'CookScreen', machines: ['cookModeMachine'] },
  {
    path: '/add-recipe',
    page: 'My Recipes',
    screen: 'MyRecipesScreen',
    machines: ['myRecipesMachine', 'createRecipeMachine'],
  },
  {
    path: '/profile/:username?',
    page: 'A profile',
    screen: 'ProfileScreen',
    machines: ['profileMachine', 'friendRelationMachine', 'memberCooksMachine', 'cookHistoryMachine'],
  },
  { path: '/cookbook', page: 'Cookbooks', screen: 'CookbooksScreen', machines: ['cookbooksMachine'] },
  {
    path: '/cookbook/:id',
    page: 'A cookbook',
    screen: 'CookbookScreen',
    machines: ['cookbookDetailMachine', 'inviteSearchMachine'],
  },
  {
    path: '/notifications',
    page: 'Notifications',
    screen: 'NotificationsScreen',
    machines: ['notificationsMachine'],
  },
  { path: '/settings', page: 'Settings', screen: 'SettingsScreen', machines: ['settingsMachine'] },
  {
    path: '/shopping',
    page: 'Shopping list',
    screen: 'ShoppingListScreen',
    machines: ['shoppingListMachine'],
  },
  {
    path: '/plan',
    page: 'Meal plan',
    screen: 'PlanScreen',
    machines: ['planMachine', 'calendarFeedMachine'],
  },
  {
    path: '/potlucks',
    page: 'Potlucks',
    screen: 'PotlucksScreen',
    machines: ['potlucksMachine', 'potluckHostFormMachine'],
  },
  {
    path: '/potluck/:id',
    page: 'A potluck',
    screen: 'PotluckScreen',
    machines: [
      'potluckMachine',
      'potluckClaimMachine',
      'potluckHostFormMachine',
      'potluckInvitationsMachine',
      'potluckHostAgainMachine',
      'potluckThreadMachine',
    ],
  },
  {
    path: '/potluck-link/:token',
    page: 'A potluck’s join link (member)',
    screen: 'PotluckJoinScreen',
    machines: ['potluckJoinMachine'],
  },
  { path: '/admin', page: 'Admin dashboard', screen: 'AdminScreen', machines: ['adminDashboardMachine'] },
];
