import type { RecipeFilter } from '@potluck/domain';
import {
  Bell,
  CalendarDays,
  LogOut,
  PartyPopper,
  Search,
  Settings,
  ShieldCheck,
  ShoppingBasket,
} from 'lucide-react';
import { memo } from 'react';
import { Badge } from '../../primitives/Badge/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../primitives/Popover/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import { NotificationPanel, type NotificationPanelProps } from '../NotificationPanel/index.ts';
import { FriendResults, type FriendResultsProps } from './FriendResults.tsx';
import { RecipeFilterMenu } from './RecipeFilterMenu.tsx';
import styles from './TopBar.module.css';
import { TopBarLogo, VisitorActions } from './VisitorTopBar.tsx';

/** Which search box the current page has (SPEC §2, top bar). */
export type TopBarSearch =
  | { kind: 'recipes'; value: string; filter: RecipeFilter; onFilterChange: (filter: RecipeFilter) => void }
  | {
      kind: 'friends';
      value: string;
      /** Shown under the bar once the search has two characters; null before. */
      results: FriendResultsProps | null;
    }
  | { kind: 'myRecipes'; value: string };

/** The bell: the unread count, and its notification panel open or closed. */
export interface TopBarBell {
  unread: number;
  open: boolean;
  onOpenChange: (event: { open: boolean }) => void;
  /** The panel under the bell; it closes on a click outside. */
  panel: NotificationPanelProps;
}

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
      bell: TopBarBell;
      /** The member's shopping list; `current` on the list itself. */
      shopping?: { current: boolean } | null | undefined;
      /** The member's meal plan; `current` on the plan itself. */
      plan?: { current: boolean } | null | undefined;
      /** The member's potlucks; `current` on /potlucks and a potluck's page. */
      potlucks?: { current: boolean } | null | undefined;
      /** Admins only: the way back to /admin; `current` on the dashboard itself. */
      admin?: { current: boolean } | null | undefined;
      onLogout: () => void;
    };

/**
 * The bar across the top: logo, the page's search, notifications, settings and logout. Controlled: the search
 * text, the friends found and whether the bell's panel is open all come in as props.
 */
export const TopBar = memo(function TopBar(props: TopBarProps) {
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
              {props.search.kind === 'friends' && props.search.results && (
                <FriendResults {...props.search.results} Link={Link} />
              )}
            </search>
          )}
          <nav className={styles.actions} aria-label="Account">
            {props.plan && (
              <Link
                to="/plan"
                className={styles.iconLink}
                aria-label="Meal plan"
                aria-current={props.plan.current ? 'page' : undefined}
              >
                <CalendarDays aria-hidden="true" />
              </Link>
            )}
            {props.potlucks && (
              <Link
                to="/potlucks"
                className={styles.iconLink}
                aria-label="Potlucks"
                aria-current={props.potlucks.current ? 'page' : undefined}
              >
                <PartyPopper aria-hidden="true" />
              </Link>
            )}
            {props.shopping && (
              <Link
                to="/shopping"
                className={styles.iconLink}
                aria-label="Shopping list"
                aria-current={props.shopping.current ? 'page' : undefined}
              >
                <ShoppingBasket aria-hidden="true" />
              </Link>
            )}
            <Popover open={props.bell.open} onOpenChange={(open) => props.bell.onOpenChange({ open })}>
              <span className={styles.bell}>
                <PopoverTrigger asChild>
                  <IconButton
                    aria-label={
                      props.bell.unread > 0 ? `Notifications (${props.bell.unread} unread)` : 'Notifications'
                    }
                    icon={<Bell />}
                  />
                </PopoverTrigger>
                <Badge count={props.bell.unread} className={styles.badge} aria-hidden="true" />
              </span>
              <PopoverContent className={styles.panel} align="end" sideOffset={8} aria-label="Notifications">
                <NotificationPanel {...props.bell.panel} />
              </PopoverContent>
            </Popover>
            {props.admin && (
              <Link
                to="/admin"
                className={styles.iconLink}
                aria-label="Admin dashboard"
                aria-current={props.admin.current ? 'page' : undefined}
              >
                <ShieldCheck aria-hidden="true" />
              </Link>
            )}
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
});
TopBar.displayName = 'TopBar';
