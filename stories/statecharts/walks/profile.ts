import type { profileMachine } from '../../../machines/profileMachine.ts';
import { aRecipe } from '../samples.ts';
import { clipboard, cookbook, done, failed, noServer, profile, unauthorized, type Walk } from './support.ts';

export const profileWalk: Walk<typeof profileMachine> = {
  input: { client: noServer, hasToken: true, ...clipboard },
  events: [
    done('loadProfile', { profile, cookbooks: [cookbook], recipes: [aRecipe()] }),
    done('loadProfile', null),
    failed('loadProfile'),
    unauthorized('loadProfile'),
    { type: 'profile.reload' },
    { type: 'profile.edit' },
    { type: 'profile.cancel' },
    {
      type: 'profile.save',
      changes: { fName: 'Ada', lName: 'L', bio: 'Cooks', profilePic: '', coverImage: '' },
    },
    done('saveProfile', profile),
    { type: 'profile.share' },
    done('copyLink'),
    { type: 'tab.select', tab: 'recipes' },
    { type: 'tab.select', tab: 'cookbooks' },
  ],
};
