import { lazy, Suspense } from 'react';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import styles from './QrCode.module.css';
import type { QrCodeProps } from './QrCode.tsx';

// The QR code's library loads when a code is first drawn (a dialog opened), not with the page.
const QrCode = lazy(() => import('./QrCode.tsx'));

/** QrCode, fetched when it is first drawn; a placeholder of its size until then. */
export function LazyQrCode(props: QrCodeProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.qr} role="status" aria-label="Drawing the QR code">
          <Skeleton shape="block" className={styles.code} />
        </div>
      }
    >
      <QrCode {...props} />
    </Suspense>
  );
}
LazyQrCode.displayName = 'LazyQrCode';
