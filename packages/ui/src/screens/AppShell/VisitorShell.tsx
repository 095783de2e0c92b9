import type { ReactNode } from 'react';
import type { LinkComponent } from '../../components/Link/index.ts';
import { VisitorTopBar } from '../../components/TopBar/VisitorTopBar.tsx';
import styles from './AppShell.module.css';

/**
 * The visitors' frame: `<AppShell topBar={{ loggedIn: false }}>` without importing the member's top bar, bottom
 * navigation and chat, so that the landing, login and sign-up pages load only what they show.
 */
export function VisitorShell({ Link, children }: { Link?: LinkComponent; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <VisitorTopBar Link={Link} />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
VisitorShell.displayName = 'VisitorShell';
