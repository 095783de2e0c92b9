// The visitors' frame props (the design system's VisitorShell): links, toasts and the alert queue.
import type { VisitorShellProps } from '@potluck/ui';
import { useMemo } from 'react';
import { RouterLink } from '../links.tsx';
import { selectAlert, selectToaster } from '../selectors/toasterAndAlert.ts';
import { Alerts } from './alerts.ts';
import { Toasts } from './toasts.ts';

/**
 * What every page's frame shows beside the page itself, whoever is looking: toasts and alerts, each the same
 * object until its queue changes (so the memoised Toaster is not drawn again with the page, decision 030).
 */
export function useNoticesProps(): Pick<VisitorShellProps, 'toasts' | 'alert'> {
  const toasts = Toasts.useActorRef();
  const alerts = Alerts.useActorRef();
  const toastSnapshot = Toasts.useSelector((snapshot) => snapshot);
  const alertSnapshot = Alerts.useSelector((snapshot) => snapshot);
  const toasterProps = useMemo(() => selectToaster(toastSnapshot, toasts.send), [toastSnapshot, toasts]);
  const alertProps = useMemo(() => selectAlert(alertSnapshot, alerts.send), [alertSnapshot, alerts]);
  return useMemo(() => ({ toasts: toasterProps, alert: alertProps }), [toasterProps, alertProps]);
}

export function useVisitorShell(): VisitorShellProps {
  const notices = useNoticesProps();
  return useMemo(() => ({ Link: RouterLink, ...notices }), [notices]);
}
