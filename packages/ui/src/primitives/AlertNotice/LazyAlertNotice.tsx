import { lazy, memo, Suspense } from 'react';
import type { AlertNoticeProps } from './AlertNotice.tsx';

// Alerts are rare and the dialog code (Radix AlertDialog) is not small: it loads with the first alert, so the
// pages a visitor opens first do not carry it.
const AlertNotice = lazy(async () => ({ default: (await import('./AlertNotice.tsx')).AlertNotice }));

/** AlertNotice, fetched when an alert first shows. */
export const LazyAlertNotice = memo(function LazyAlertNotice(props: AlertNoticeProps) {
  if (props.text === null) return null;
  return (
    <Suspense fallback={null}>
      <AlertNotice {...props} />
    </Suspense>
  );
});
LazyAlertNotice.displayName = 'LazyAlertNotice';
