import type { cookbooksMachine } from '../../../machines/cookbooksMachine.ts';
import { cookbook, done, env, failed, id, noServer, type Walk } from './support.ts';

export const cookbooksWalk: Walk<typeof cookbooksMachine> = {
  input: { client: noServer, ...env },
  events: [
    done('loadCookbooks', [cookbook]),
    failed('loadCookbooks'),
    { type: 'cookbooks.reload' },
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'draft.change', title: 'Soups', coverImage: 'cover2.JPG' },
    { type: 'draft.change', isPublic: true },
    { type: 'cookbook.create' },
    done('createCookbook', { ...cookbook, _id: id(6) }),
    failed('createCookbook'),
    { type: 'cookbook.togglePrivacy', id: id(3) },
    done('setPrivacy', { isPublic: true }),
    { type: 'cookbook.delete', id: id(3) },
    done('deleteCookbook'),
  ],
  distinguish: (context) => context.draft,
};
