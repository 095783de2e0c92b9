// /settings?tab=…: Change Username, Change Password, Manage Friends, Update Allergies (SPEC §2, §8). The
// settings machine owns the tab and each form's saving state; the toasts come from its notices.
import { avatarUrl } from '@potluck/domain';
import { SettingsLayout, Spinner } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { type SettingsTab, settingsMachine, settingsTabs, tabFromQuery } from '../../machines/index.ts';
import { useNotices } from '../notices.ts';
import { client } from '../services.ts';

// The design system's friend list asks the remove-friend question in its own dialog before it calls back.
const alreadyConfirmed = () => true;

export function Component() {
  const [params, setParams] = useSearchParams();
  const settings = useActorRef(settingsMachine, {
    input: { client, confirm: alreadyConfirmed, tab: tabFromQuery(params.get('tab')) },
  });
  useNotices(settings);
  const s = useSelector(settings, (snapshot) => snapshot);
  if (s.matches('loading')) return <Spinner label="Loading settings" />;
  if (s.matches('failed')) return <p>Failed to load profile</p>;

  const tab = settingsTabs.find((t) => s.matches(t)) ?? 'username';
  const busy = s.hasTag('busy');
  const select = (value: SettingsTab) => {
    settings.send({ type: 'tab.select', tab: value });
    setParams({ tab: value }, { replace: true });
  };
  return (
    <SettingsLayout
      tab={tab}
      onTabChange={({ tab: next }) => select(next)}
      username={{ busy, onSubmit: (change) => settings.send({ type: 'username.submit', ...change }) }}
      password={{ busy, onSubmit: (change) => settings.send({ type: 'password.submit', ...change }) }}
      friends={{
        friends: s.context.friends.map((friend) => ({
          id: friend._id,
          username: friend.username,
          name: [friend.fName, friend.lName].filter(Boolean).join(' ') || undefined,
          avatar: avatarUrl(friend.profilePic),
        })),
        onRemove: ({ friendId }) => {
          const friend = s.context.friends.find((f) => f._id === friendId);
          if (friend) settings.send({ type: 'friend.remove', friend });
        },
      }}
      allergies={{
        busy,
        initial: s.context.profile?.intolerances ?? [],
        onSubmit: ({ intolerances }) => settings.send({ type: 'intolerances.submit', intolerances }),
      }}
    />
  );
}
