import {
  ClaimDishDialog,
  type ClaimDishDialogProps,
  HostAgainDialog,
  type HostAgainDialogProps,
  InviteGuestsDialog,
  type InviteGuestsDialogProps,
  PotluckDetails,
  type PotluckDetailsProps,
  PotluckDiet,
  type PotluckDietProps,
  PotluckForm,
  type PotluckFormProps,
  PotluckMenu,
  type PotluckMenuProps,
  PotluckThread,
  type PotluckThreadProps,
} from '../components/Potluck/index.ts';
import { Button } from '../primitives/Button/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../primitives/ConfirmDialog/index.ts';
import { EmptyState } from '../primitives/EmptyState/index.ts';
import { Skeleton } from '../primitives/Skeleton/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export interface PotluckScreenProps {
  shell: Shell;
  status: 'loading' | 'failed' | 'gone' | 'ready';
  onReload: () => void;
  details: PotluckDetailsProps | null;
  diet: PotluckDietProps | null;
  menu: PotluckMenuProps | null;
  thread: PotluckThreadProps | null;
  claim: ClaimDishDialogProps | null;
  /** "Someone took the last place in Mains just before you." while shown. */
  refusal: { text: string; onDismiss: () => void } | null;
  edit: PotluckFormProps | null;
  invite: InviteGuestsDialogProps | null;
  again: HostAgainDialogProps | null;
  confirmCancel: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'> | null;
  /** "Remove Kenji Sato?" (the host) or "Leave Sunday lunch?" (a guest), while asked. */
  confirmRemoval: Pick<
    ConfirmDialogProps,
    'open' | 'onOpenChange' | 'onConfirm' | 'title' | 'message' | 'confirmLabel'
  > | null;
}

/** /potluck/:id: the potluck, its menu and what the guests avoid, the thread, and the host's dialogs. */
export function PotluckScreen(props: PotluckScreenProps) {
  return (
    <AppShell {...props.shell} title="Potluck">
      {props.status === 'loading' && (
        <div role="status" aria-label="Loading the potluck">
          <Skeleton shape="title" />
          <Skeleton shape="block" />
        </div>
      )}
      {props.status === 'failed' && (
        <EmptyState
          tone="error"
          message="The potluck could not be loaded. Check your connection and try again."
          action={<Button onClick={() => props.onReload()}>Try again</Button>}
        />
      )}
      {props.status === 'gone' && (
        <EmptyState message="This potluck is not there, or you are not invited to it." />
      )}
      {props.details && <PotluckDetails {...props.details} />}
      {props.diet && <PotluckDiet {...props.diet} />}
      {props.menu && <PotluckMenu {...props.menu} />}
      {props.thread && <PotluckThread {...props.thread} />}
      {props.claim && <ClaimDishDialog {...props.claim} />}
      {props.refusal && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) props.refusal?.onDismiss();
          }}
          title="Not claimed"
          message={props.refusal.text}
          confirmLabel="OK"
          tone="primary"
          onConfirm={() => props.refusal?.onDismiss()}
        />
      )}
      {props.edit && <PotluckForm {...props.edit} />}
      {props.invite && <InviteGuestsDialog {...props.invite} />}
      {props.again && <HostAgainDialog {...props.again} />}
      {props.confirmCancel && (
        <ConfirmDialog
          {...props.confirmCancel}
          title="Cancel the potluck?"
          message="Everyone invited is told. The potluck stays readable but nothing in it changes any more."
          confirmLabel="Cancel the potluck"
          cancelLabel="Keep it"
          tone="danger"
        />
      )}
      {props.confirmRemoval && <ConfirmDialog {...props.confirmRemoval} cancelLabel="Keep" tone="danger" />}
    </AppShell>
  );
}
PotluckScreen.displayName = 'PotluckScreen';
