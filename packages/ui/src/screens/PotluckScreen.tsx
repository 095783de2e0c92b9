import type { ReactNode } from 'react';
import {
  ClaimDishDialog,
  type ClaimDishDialogProps,
  GuestLinkPanel,
  type GuestLinkPanelProps,
  HostAgainDialog,
  type HostAgainDialogProps,
  InviteGuestsDialog,
  type InviteGuestsDialogProps,
  invitationOf,
  KeepAccountDialog,
  type KeepAccountDialogProps,
  PotluckAnswer,
  type PotluckDetailsProps,
  PotluckDiet,
  type PotluckDietProps,
  PotluckForm,
  type PotluckFormProps,
  PotluckGuestList,
  PotluckHostTools,
  PotluckInvitation,
  PotluckMenu,
  type PotluckMenuProps,
  PotluckThread,
  type PotluckThreadProps,
  printedOf,
  SaveCookbookDialog,
  type SaveCookbookDialogProps,
} from '../components/Potluck/index.ts';
import { Button } from '../primitives/Button/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../primitives/ConfirmDialog/index.ts';
import { EmptyState } from '../primitives/EmptyState/index.ts';
import { Skeleton } from '../primitives/Skeleton/index.ts';
import { AppShell, type AppShellProps, GuestShell, type GuestShellProps } from './AppShell/index.ts';
import styles from './PotluckScreen.module.css';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

/** A guest without an account's frame (GuestShell) instead of the member's: no member navigation. */
export type PotluckGuestFrame = { guest: GuestShellProps };

export interface PotluckScreenProps {
  /** The member's frame, or a guest's without an account. */
  shell: Shell | PotluckGuestFrame;
  status: 'loading' | 'failed' | 'gone' | 'ready';
  /** What `gone` says; "This potluck is not there, or you are not invited to it." unless said. */
  goneMessage?: string | undefined;
  onReload: () => void;
  details: PotluckDetailsProps | null;
  diet: PotluckDietProps | null;
  menu: PotluckMenuProps | null;
  thread: PotluckThreadProps | null;
  /** A guest without an account's private link: shown once after answering, then "Get a new private link". */
  guestLink?: GuestLinkPanelProps | null | undefined;
  claim: ClaimDishDialogProps | null;
  /** "Someone took the last place in Mains just before you." while shown. */
  refusal: { text: string; onDismiss: () => void } | null;
  edit: PotluckFormProps | null;
  invite: InviteGuestsDialogProps | null;
  again: HostAgainDialogProps | null;
  /** "Save the menu as a cookbook": its name, asked first. */
  saveCookbook?: SaveCookbookDialogProps | null | undefined;
  /** "Keep this as an account" (a guest without an account). */
  keepAccount?: KeepAccountDialogProps | null | undefined;
  confirmCancel: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'> | null;
  /** "Remove Kenji Sato?" (the host) or "Leave Sunday lunch?" (a guest), while asked. */
  confirmRemoval: Pick<
    ConfirmDialogProps,
    'open' | 'onOpenChange' | 'onConfirm' | 'title' | 'message' | 'confirmLabel'
  > | null;
}

const hostTools = (details: PotluckDetailsProps) => (
  <PotluckHostTools host={details.host} onHostAgain={details.onHostAgain} invitation={printedOf(details)} />
);

function Frame({ shell, children }: { shell: PotluckScreenProps['shell']; children: ReactNode }) {
  if ('guest' in shell) return <GuestShell {...shell.guest}>{children}</GuestShell>;
  return <AppShell {...shell}>{children}</AppShell>;
}

/**
 * /potluck/:id: the potluck as an invitation (its title is the page's heading), the answer and what you bring
 * first, the host's tools in one place, the menu, who comes and what they need, the thread; and the dialogs. The
 * same page for a member and, in its own frame, for a guest without an account.
 */
export function PotluckScreen(props: PotluckScreenProps) {
  const { details, guestLink } = props;
  return (
    <Frame shell={props.shell}>
      {props.status !== 'ready' && <h1 className={styles.heading}>Potluck</h1>}
      {props.status === 'loading' && (
        <div role="status" aria-label="Loading the potluck" className={styles.page}>
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
        <EmptyState
          message={props.goneMessage ?? 'This potluck is not there, or you are not invited to it.'}
        />
      )}
      {props.status === 'ready' && (
        <div className={styles.page}>
          {details && <PotluckInvitation {...invitationOf(details)} />}
          {guestLink?.url && <GuestLinkPanel {...guestLink} />}
          {/* The host's first thing to do is to invite; a guest's is to answer and say what they bring. */}
          {details?.host && hostTools(details)}
          {details && <PotluckAnswer {...details} />}
          {details && !details.host && hostTools(details)}
          {props.menu && (
            <PotluckMenu
              {...props.menu}
              onSaveCookbook={props.menu.onSaveCookbook ?? details?.onSaveCookbook ?? null}
            />
          )}
          <div className={styles.pair}>
            {details && (
              <PotluckGuestList guests={details.guests} headcount={details.headcount} Link={details.Link} />
            )}
            {props.diet && <PotluckDiet {...props.diet} />}
          </div>
          {props.thread && <PotluckThread {...props.thread} />}
          {guestLink && !guestLink.url && <GuestLinkPanel {...guestLink} />}
        </div>
      )}
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
      {props.saveCookbook && <SaveCookbookDialog {...props.saveCookbook} />}
      {props.keepAccount && <KeepAccountDialog {...props.keepAccount} />}
      {props.confirmCancel && (
        <ConfirmDialog
          {...props.confirmCancel}
          title="Cancel the potluck?"
          message="Everyone invited is told. The menu stays as it is and nothing can be claimed; the talk stays open."
          confirmLabel="Cancel the potluck"
          cancelLabel="Keep it"
          tone="danger"
        />
      )}
      {props.confirmRemoval && <ConfirmDialog {...props.confirmRemoval} cancelLabel="Keep" tone="danger" />}
    </Frame>
  );
}
PotluckScreen.displayName = 'PotluckScreen';

/**
 * A potluck's page before there is a potluck to draw: loading, failed (try again) or gone (`goneMessage`), in the
 * frame given (a guest's address while the app asks who the browser is).
 */
export function PotluckPendingScreen(
  props: Pick<PotluckScreenProps, 'shell' | 'goneMessage' | 'onReload'> & {
    status: Exclude<PotluckScreenProps['status'], 'ready'>;
  },
) {
  return (
    <PotluckScreen
      {...props}
      details={null}
      diet={null}
      menu={null}
      thread={null}
      claim={null}
      refusal={null}
      edit={null}
      invite={null}
      again={null}
      confirmCancel={null}
      confirmRemoval={null}
    />
  );
}
