import type { settingsMachine } from '../../../machines/settingsMachine.ts';
import { ada, done, env, failed, noServer, profile, type Walk } from './support.ts';

export const settingsWalk: Walk<typeof settingsMachine> = {
  input: { client: noServer, ...env, tab: 'username' },
  events: [
    done('loadProfile', profile),
    failed('loadProfile'),
    ...(['username', 'password', 'friends', 'intolerances'] as const).map((tab) => ({
      type: 'tab.select',
      tab,
    })),
    { type: 'username.submit', currentPassword: 'secret1', newUsername: 'ada2' },
    done('saveUsername'),
    { type: 'password.submit', currentPassword: 'secret1', newPassword: 'secret2' },
    failed('savePassword', 'Wrong password'),
    done('loadFriends', [ada]),
    { type: 'friend.remove', friend: ada },
    done('removeFriend'),
    { type: 'intolerances.submit', intolerances: ['dairy'] },
    done('saveIntolerances', { intolerances: ['dairy'] }),
  ],
};
