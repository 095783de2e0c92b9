import { Button } from '../../primitives/Button/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './TopBar.module.css';

// The logged-out bar lives in its own module, apart from TopBar.tsx: a visitor's page then loads none of the
// member bar's search, filter menu and notification popover (the landing page's JavaScript budget).

export function TopBarLogo({ Link }: { Link: LinkComponent }) {
  return (
    <Link to="/" className={styles.logo} aria-label="Potluck home">
      <img src="/favicon.svg" alt="" className={styles.logoImage} />
      <span className={styles.wordmark}>Potluck</span>
    </Link>
  );
}

/** Log In and Sign Up (SPEC §2, top bar when logged out). */
export function VisitorActions({ Link }: { Link: LinkComponent }) {
  return (
    <nav className={styles.actions} aria-label="Account">
      <Button asChild variant="ghost">
        <Link to="/login">Log In</Link>
      </Button>
      <Button asChild>
        <Link to="/signup">Sign Up</Link>
      </Button>
    </nav>
  );
}

/** The top bar for visitors: the logo, Log In and Sign Up. Same look as `<TopBar loggedIn={false} />`. */
export function VisitorTopBar({ Link = AnchorLink }: { Link?: LinkComponent }) {
  return (
    <header className={styles.bar}>
      <TopBarLogo Link={Link} />
      <VisitorActions Link={Link} />
    </header>
  );
}
VisitorTopBar.displayName = 'VisitorTopBar';
