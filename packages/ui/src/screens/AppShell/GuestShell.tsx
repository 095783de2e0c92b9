import type { ReactNode } from 'react';
import { AppStatusBanner, type AppStatusBannerProps } from '../../components/AppStatusBanner/index.ts';
import type { LinkComponent } from '../../components/Link/index.ts';
import { AnchorLink } from '../../components/Link/index.ts';
import { TopBarLogo } from '../../components/TopBar/VisitorTopBar.tsx';
import type { AlertNoticeProps } from '../../primitives/AlertNotice/AlertNotice.tsx';
import { LazyAlertNotice } from '../../primitives/AlertNotice/LazyAlertNotice.tsx';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Toaster, type ToasterProps } from '../../primitives/Toast/index.ts';
import styles from './GuestShell.module.css';

export interface GuestShellProps {
  /** The guest's name: "Sam". */
  name: string;
  /** "Keep this as an account" (opens its dialog); null while it is not offered. */
  onKeepAccount: (() => void) | null;
  Link?: LinkComponent | undefined;
  toasts?: ToasterProps | undefined;
  alert?: AlertNoticeProps | undefined;
  /** Offline, or a new version ready. */
  status?: AppStatusBannerProps | undefined;
}

/**
 * A guest without an account's frame: the app's name, who they are, and "Keep this as an account"; none of the
 * member's navigation, search, notifications or chat (a guest may open their potluck and nothing else).
 */
export function GuestShell({
  name,
  onKeepAccount,
  Link = AnchorLink,
  toasts,
  alert,
  status,
  children,
}: GuestShellProps & { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <TopBarLogo Link={Link} />
        <div className={styles.who}>
          <span className={styles.name}>
            {name} <Badge tone="neutral">guest</Badge>
          </span>
          {onKeepAccount && (
            <Button size="sm" variant="secondary" onClick={() => onKeepAccount()}>
              Keep this as an account
            </Button>
          )}
        </div>
      </header>
      {status && <AppStatusBanner {...status} />}
      <main className={styles.main}>{children}</main>
      {toasts && <Toaster {...toasts} />}
      {alert && <LazyAlertNotice {...alert} />}
    </div>
  );
}
GuestShell.displayName = 'GuestShell';
