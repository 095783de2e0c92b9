import type { ReactNode } from 'react';
import type { LinkComponent } from '../../components/Link/index.ts';
import { VisitorTopBar } from '../../components/TopBar/VisitorTopBar.tsx';
import type { AlertNoticeProps } from '../../primitives/AlertNotice/AlertNotice.tsx';
import { LazyAlertNotice } from '../../primitives/AlertNotice/LazyAlertNotice.tsx';
import { Toaster, type ToasterProps } from '../../primitives/Toast/index.ts';
import styles from './AppShell.module.css';

export interface VisitorShellProps {
  Link?: LinkComponent | undefined;
  toasts?: ToasterProps | undefined;
  alert?: AlertNoticeProps | undefined;
}

/**
 * The visitors' frame: `<AppShell topBar={{ loggedIn: false }}>` without importing the member's top bar, bottom
 * navigation and chat, so that the landing, login and sign-up pages load only what they show.
 */
export function VisitorShell({ Link, toasts, alert, children }: VisitorShellProps & { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <VisitorTopBar Link={Link} />
      <main className={styles.main}>{children}</main>
      {toasts && <Toaster {...toasts} />}
      {alert && <LazyAlertNotice {...alert} />}
    </div>
  );
}
VisitorShell.displayName = 'VisitorShell';
