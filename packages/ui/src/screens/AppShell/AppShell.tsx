import type { ReactNode } from 'react';
import { AppStatusBanner, type AppStatusBannerProps } from '../../components/AppStatusBanner/index.ts';
import { BottomNav, type BottomNavProps } from '../../components/BottomNav/index.ts';
import { ChatPanel, type ChatPanelProps } from '../../components/ChatPanel/index.ts';
import { TopBar, type TopBarProps } from '../../components/TopBar/index.ts';
import type { AlertNoticeProps } from '../../primitives/AlertNotice/AlertNotice.tsx';
import { LazyAlertNotice } from '../../primitives/AlertNotice/LazyAlertNotice.tsx';
import { Toaster, type ToasterProps } from '../../primitives/Toast/index.ts';
import styles from './AppShell.module.css';

export interface AppShellProps {
  topBar: TopBarProps;
  /** Logged-in pages only. */
  bottomNav?: BottomNavProps | undefined;
  chat?: ChatPanelProps | undefined;
  toasts?: ToasterProps | undefined;
  /** The alert the member must acknowledge ('Link copied to clipboard!'), when one is showing. */
  alert?: AlertNoticeProps | undefined;
  /** Offline, or a new version ready (the app's status machine). */
  status?: AppStatusBannerProps | undefined;
  /** The page heading, when the page has a simple one ('Cookbooks', 'Recipes'). */
  title?: string | undefined;
  children: ReactNode;
}

/** The frame of every page: top bar, the page itself, bottom navigation, chat box, toasts and alerts. */
export function AppShell({ topBar, bottomNav, chat, toasts, alert, status, title, children }: AppShellProps) {
  return (
    <div className={styles.shell} data-with-nav={bottomNav ? true : undefined}>
      <TopBar {...topBar} />
      {status && <AppStatusBanner {...status} />}
      <main className={styles.main}>
        {title && <h1 className={styles.title}>{title}</h1>}
        {children}
      </main>
      {bottomNav && <BottomNav {...bottomNav} />}
      {chat && <ChatPanel {...chat} />}
      {toasts && <Toaster {...toasts} />}
      {alert && <LazyAlertNotice {...alert} />}
    </div>
  );
}
AppShell.displayName = 'AppShell';
