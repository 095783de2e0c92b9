import type { profileMachine } from '../../../machines/profileMachine.ts';
import { aRecipe } from '../samples.ts';
import {
  clipboard,
  cookbook,
  done,
  failed,
  id,
  noServer,
  profile,
  said,
  unauthorized,
  type Walk,
} from './support.ts';

export const profileWalk: Walk<typeof profileMachine> = {
  input: { client: noServer, hasToken: true, memberId: id(9), ...clipboard },
  events: [
    said(
      'The member’s own profile arrives',
      done('loadProfile', { profile, cookbooks: [cookbook], recipes: [aRecipe()] }),
    ),
    said('There is no login token', done('loadProfile', null)),
    said('Loading the profile fails', failed('loadProfile')),
    said('The server says the login has ended', unauthorized('loadProfile')),
    said('The member tries again', { type: 'profile.reload' }),
    said('The member presses Edit Profile', { type: 'profile.edit' }),
    said('The member types a new bio', { type: 'draft.change', change: { bio: 'Cooks on Saturdays' } }),
    said('The member chooses a file that is not a picture', {
      type: 'draft.change',
      change: { profilePic: 'data:text/plain;base64,aGVsbG8=' },
    }),
    said('The member chooses a cover that is not a picture', {
      type: 'draft.change',
      change: { coverImage: 'data:text/plain;base64,aGVsbG8=' },
    }),
    said('The member removes the cover', { type: 'draft.change', change: { coverImage: '' } }),
    said('The member presses Cancel', { type: 'profile.cancel' }),
    said('The member presses Save', { type: 'profile.save' }),
    said('The server saves the profile', done('saveProfile', { ...profile, bio: 'Cooks on Saturdays' })),
    said('Saving fails', failed('saveProfile')),
    said('The server says the login has ended while saving', unauthorized('saveProfile')),
    said('The member presses Share', { type: 'profile.share' }),
    said('The link is copied', done('copyLink')),
    said('The member opens the Recipes tab', { type: 'tab.select', tab: 'recipes' }),
    said('The member opens the Cookbooks tab', { type: 'tab.select', tab: 'cookbooks' }),
  ],
  distinguish: (context) => context.draft,
};
