// The visitors' frame props (the design system's VisitorShell): links, toasts and the alert queue.
import type { VisitorShellProps } from '@potluck/ui';
import { RouterLink } from '../links.tsx';
import { selectAlert, selectToaster } from '../selectors/toasterAndAlert.ts';
import { Alerts } from './alerts.ts';
import { Toasts } from './toasts.ts';

/** What every page's frame shows beside the page itself, whoever is looking: toasts and alerts. */
export function useNoticesProps(): Pick<VisitorShellProps, 'toasts' | 'alert'> {
  const toasts = Toasts.useActorRef();
  const alerts = Alerts.useActorRef();
  const toastSnapshot = Toasts.useSelector((snapshot) => snapshot);
  const alertSnapshot = Alerts.useSelector((snapshot) => snapshot);
  return {
    toasts: selectToaster(toastSnapshot, toasts.send),
    alert: selectAlert(alertSnapshot, alerts.send),
  };
}

export function useVisitorShell(): VisitorShellProps {
  return { Link: RouterLink, ...useNoticesProps() };
}
