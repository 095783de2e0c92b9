import { CloudOff, RefreshCw } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import styles from './AppStatusBanner.module.css';

export interface AppStatusBannerProps {
  offline: boolean;
  /** A new version is waiting ('available'), or taking over after Reload ('reloading'). */
  update: 'none' | 'available' | 'reloading';
  onReload: () => void;
  onLater: () => void;
}

/** What the app says about itself: offline, and a new version ready to load. Nothing when all is well. */
export const AppStatusBanner = memo(function AppStatusBanner({
  offline,
  update,
  onReload,
  onLater,
}: AppStatusBannerProps) {
  return (
    <div className={styles.banners}>
      {/* Live regions stay in the page so a change of their text is announced. */}
      <p role="status" className={styles.banner} data-kind="offline" hidden={!offline}>
        {offline && (
          <>
            <CloudOff aria-hidden="true" />
            <span>
              You are offline. What you opened before is still here, and your shopping-list and meal-plan
              changes are kept until you are back online.
            </span>
          </>
        )}
      </p>
      <div role="status" className={styles.banner} data-kind="update" hidden={update === 'none'}>
        {update !== 'none' && (
          <>
            <RefreshCw aria-hidden="true" />
            <span className={styles.text}>A new version of Potluck is ready.</span>
            <Button size="sm" onClick={() => onReload()} loading={update === 'reloading'}>
              Reload
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onLater()} disabled={update === 'reloading'}>
              Later
            </Button>
          </>
        )}
      </div>
    </div>
  );
});
AppStatusBanner.displayName = 'AppStatusBanner';
