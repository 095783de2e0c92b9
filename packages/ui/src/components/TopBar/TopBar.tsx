import type { RecipeFilter } from '@potluck/domain';
import { Bell, LogOut, Search, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../primitives/Badge/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../primitives/Popover/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import { RecipeFilterMenu } from './RecipeFilterMenu.tsx';
import styles from './TopBar.module.css';
import { TopBarLogo, VisitorActions } from './VisitorTopBar.tsx';

/** Which search box the current page has (SPEC §2, top bar). */
export type TopBarSearch =
  | { kind: 'recipes'; value: string; filter: RecipeFilter; onFilterChange: (filter: RecipeFilter) => void }
  | { kind: 'friends'; value: string }
  | { kind: 'myRecipes'; value: string };

const placeholders = {
  recipes: 'Search recipes...',
  friends: 'Find friends...',
  myRecipes: 'Search Your Recipes...',
} as const;

export type TopBarProps =
  | { loggedIn: false; Link?: LinkComponent }
  | {
      loggedIn: true;
      Link?: LinkComponent;
      search?: TopBarSearch | null;
      onSearchChange?: (event: { value: string }) => void;
      unreadNotifications: number;
      notificationsOpen: boolean;
      onNotificationsOpenChange: (open: boolean) => void;
      /** The notification panel; it closes on a click outside. */
      notificationPanel: ReactNode;
      onLogout: () => void;
    };

/** The bar across the top: logo, the page's search, notifications, settings and logout. */
export function TopBar(props: TopBarProps) {
  const Link = props.Link ?? AnchorLink;
  return (
    <header className={styles.bar}>
      <TopBarLogo Link={Link} />
      {props.loggedIn ? (
        <>
          {props.search && (
            <search className={styles.search}>
              <label className={styles.searchBox}>
                <Search aria-hidden="true" />
                <input
                  type="search"
                  aria-label={placeholders[props.search.kind]}
                  placeholder={placeholders[props.search.kind]}
                  value={props.search.value}
                  onChange={(event) => props.onSearchChange?.({ value: event.target.value })}
                />
              </label>
              {props.search.kind === 'recipes' && (
                <RecipeFilterMenu filter={props.search.filter} onFilterChange={props.search.onFilterChange} />
              )}
            </search>
          )}
          <nav className={styles.actions} aria-label="Account">
            <Popover open={props.notificationsOpen} onOpenChange={props.onNotificationsOpenChange}>
              <span className={styles.bell}>
                <PopoverTrigger asChild>
                  <IconButton
                    aria-label={
                      props.unreadNotifications > 0
                        ? `Notifications (${props.unreadNotifications} unread)`
                        : 'Notifications'
                    }
                    icon={<Bell />}
                  />
                </PopoverTrigger>
                <Badge count={props.unreadNotifications} className={styles.badge} aria-hidden="true" />
              </span>
              <PopoverContent className={styles.panel} align="end" sideOffset={8} aria-label="Notifications">
                {props.notificationPanel}
              </PopoverContent>
            </Popover>
            <Link to="/settings" className={styles.iconLink} aria-label="Settings">
              <Settings aria-hidden="true" />
            </Link>
            <IconButton aria-label="Log out" icon={<LogOut />} onClick={() => props.onLogout()} />
          </nav>
        </>
      ) : (
        <VisitorActions Link={Link} />
      )}
    </header>
  );
}
TopBar.displayName = 'TopBar';
