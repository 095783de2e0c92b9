import type { settingsMachine } from '../../../machines/settingsMachine.ts';
import { ada, done, failed, noServer, profile, said, type Walk } from './support.ts';

const tabNames = {
  username: 'Change Username',
  password: 'Change Password',
  friends: 'Manage Friends',
  intolerances: 'Update Allergies',
  units: 'Units',
} as const;

export const settingsWalk: Walk<typeof settingsMachine> = {
  input: { client: noServer, tab: 'username' },
  events: [
    said('The member’s profile arrives', done('loadProfile', profile)),
    said('Loading the profile fails', failed('loadProfile')),
    ...(['username', 'password', 'friends', 'intolerances', 'units'] as const).map((tab) =>
      said(`The member opens ${tabNames[tab]}`, { type: 'tab.select', tab }),
    ),
    said('The member types “ada2” and the password', {
      type: 'username.change',
      change: { newUsername: 'ada2', currentPassword: 'secret1' },
    }),
    said('The member presses Update Username', { type: 'username.submit' }),
    said('The server renames the member', done('saveUsername')),
    said('The member types both passwords', {
      type: 'password.change',
      change: { currentPassword: 'secret1', newPassword: 'secret2' },
    }),
    said('The member presses Update Password', { type: 'password.submit' }),
    said('The server says “Wrong password”', failed('savePassword', 'Wrong password')),
    said('The friends arrive (ada)', done('loadFriends', [ada])),
    said('The member presses Remove on ada', { type: 'friend.remove', friend: ada }),
    said('The member cancels', { type: 'remove.cancel' }),
    said('The member confirms', { type: 'remove.confirm' }),
    said('The server removes ada', done('removeFriend')),
    said('The member picks dairy', { type: 'intolerances.change', intolerances: ['dairy'] }),
    said('The member presses Save Allergies', { type: 'intolerances.submit' }),
    said('The server saves the allergies', done('saveIntolerances', { intolerances: ['dairy'] })),
    said('The member chooses US customary', { type: 'units.choose', units: 'us' }),
    said('The server saves the units', done('saveUnits', { units: 'us' })),
  ],
  distinguish: (context) => context.drafts,
};
