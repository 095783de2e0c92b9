// /settings (SPEC §2, §5, §8): the settings machine's snapshot as the SettingsScreen's props.
import type { SettingsScreenProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import {
  type SettingsEvent,
  type SettingsTab,
  type settingsMachine,
  settingsTabs,
} from '../../machines/settingsMachine.ts';
import { toFriendRow } from './friendRow.ts';

type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

/** The tab the machine is showing, once the profile has loaded. */
export const shownTab = (snapshot: SettingsSnapshot): SettingsTab | undefined =>
  settingsTabs.find((tab) => snapshot.matches(tab));

function settings(
  snapshot: SettingsSnapshot,
  send: (event: SettingsEvent) => void,
): SettingsScreenProps['settings'] {
  const tab = shownTab(snapshot);
  if (!tab) return { status: snapshot.matches('failed') ? 'error' : 'loading' };
  const { drafts, friends } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return {
    status: 'ready',
    tab,
    onTabChange: ({ tab: next }) => send({ type: 'tab.select', tab: next }),
    username: {
      draft: drafts.username,
      busy,
      onDraftChange: (change) => send({ type: 'username.change', change }),
      onSubmit: () => send({ type: 'username.submit' }),
    },
    password: {
      draft: drafts.password,
      busy,
      onDraftChange: (change) => send({ type: 'password.change', change }),
      onSubmit: () => send({ type: 'password.submit' }),
    },
    friends: {
      friends: friends.map(toFriendRow),
      removing: snapshot.matches({ friends: 'removing' }),
      onRemove: ({ friendId }) => {
        const friend = friends.find((f) => f._id === friendId);
        if (friend) send({ type: 'friend.remove', friend });
      },
    },
    allergies: {
      chosen: drafts.intolerances,
      busy,
      onChosenChange: ({ intolerances }) => send({ type: 'intolerances.change', intolerances }),
      onSubmit: () => send({ type: 'intolerances.submit' }),
    },
    units: {
      units: drafts.units,
      busy: snapshot.matches({ units: 'saving' }),
      onUnitsChange: ({ units }) => send({ type: 'units.choose', units }),
    },
  };
}

export function selectSettingsScreen(
  snapshot: SettingsSnapshot,
  send: (event: SettingsEvent) => void,
): Omit<SettingsScreenProps, 'shell'> {
  return {
    settings: settings(snapshot, send),
    confirmRemove: {
      open: snapshot.matches({ friends: 'confirmingRemove' }),
      username: snapshot.context.removing?.username ?? '',
      onOpenChange: (open) => {
        if (!open) send({ type: 'remove.cancel' });
      },
      onConfirm: () => send({ type: 'remove.confirm' }),
    },
  };
}
