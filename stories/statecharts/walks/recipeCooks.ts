import type { recipeCooksMachine } from '../../../machines/cooks/recipeCooksMachine.ts';
import {
  aCookPage,
  aCursor,
  aRecipeCook,
  aSummary,
  cooksNow,
  cooksRecipeId,
  noCooks,
  viewerId,
} from '../../recipeCooksSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

const own = aRecipeCook(0, {}, true);
const firstPage = {
  summary: aSummary(),
  page: { cooks: [own, ...aCookPage(4, aCursor, 1).cooks], next: aCursor },
};

export const recipeCooksWalk: Walk<typeof recipeCooksMachine> = {
  input: {
    client: noServer,
    recipeId: cooksRecipeId,
    memberId: viewerId,
    now: () => cooksNow,
    everyoneAllowed: true,
  },
  events: [
    said('The cooks arrive, more to come', done('loadCooks', firstPage)),
    said('No one has cooked it', done('loadCooks', { summary: noCooks, page: { cooks: [], next: null } })),
    said('Loading fails', failed('loadCooks')),
    said('The member tries again', { type: 'cooks.retry' }),
    said('Show more', { type: 'cooks.more' }),
    said('The next page arrives', done('loadMore', aCookPage(2, null, 5))),
    said('The next page fails', failed('loadMore')),
    said('Someone cooks it (live event)', { type: 'cooks.changed' }),
    said('The cooks read again', done('refreshCooks', firstPage)),
    said('Reading again fails', failed('refreshCooks')),
    said('Delete my cook', { type: 'cook.delete', cookId: own.id }),
    said('Cancel', { type: 'cookDelete.cancel' }),
    said('Yes, delete', { type: 'cookDelete.confirm' }),
    said('It is deleted', done('deleteCook', { ok: true })),
    said('Deleting fails', failed('deleteCook', 'This cook could not be deleted.')),
    said('I cooked this', { type: 'cookLog.open' }),
    said('A note and 4 stars', {
      type: 'cookLog.change',
      draft: { note: 'Added a splash of red wine.', rating: 4 },
    }),
    said('A day after today', { type: 'cookLog.change', draft: { day: '2026-12-01' } }),
    said('Save', { type: 'cookLog.send' }),
    said(
      'It is saved',
      done('logCook', aRecipeCook(0, { id: 'd'.repeat(24), note: 'Added a splash of red wine.' }, true)),
    ),
    said('The server refuses', failed('logCook', 'note must be at most 1000 characters')),
    said('Cancel the dialog', { type: 'cookLog.close' }),
  ],
  distinguish: (context) => [context.cooks.length, context.next, context.draft.day, context.draft.note],
};
