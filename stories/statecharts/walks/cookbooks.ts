import type { cookbooksMachine } from '../../../machines/cookbooksMachine.ts';
import { cookbook, done, failed, id, noServer, said, type Walk } from './support.ts';

export const cookbooksWalk: Walk<typeof cookbooksMachine> = {
  input: { client: noServer },
  events: [
    said('The list arrives (one cookbook)', done('loadCookbooks', [cookbook])),
    said('Loading the list fails', failed('loadCookbooks')),
    said('The member tries again', { type: 'cookbooks.reload' }),
    said('The member presses +', { type: 'dialog.open' }),
    said('The member closes the dialog', { type: 'dialog.close' }),
    said('The member types “Soups” and picks cover 2', {
      type: 'draft.change',
      title: 'Soups',
      coverImage: 'cover2.JPG',
    }),
    said('The member makes it public', { type: 'draft.change', isPublic: true }),
    said('The member presses Create Cookbook', { type: 'cookbook.create' }),
    said('The server creates it', done('createCookbook', { ...cookbook, _id: id(6) })),
    said('Creating fails', failed('createCookbook')),
    said('The member flips a cookbook’s privacy', { type: 'cookbook.togglePrivacy', id: id(3) }),
    said('The server says it is public', done('setPrivacy', { isPublic: true })),
    said('The member presses delete on a cookbook', { type: 'cookbook.delete', id: id(3) }),
    said('The member cancels', { type: 'delete.cancel' }),
    said('The member confirms', { type: 'delete.confirm' }),
    said('The server deletes it', done('deleteCookbook')),
  ],
  distinguish: (context) => context.draft,
};
