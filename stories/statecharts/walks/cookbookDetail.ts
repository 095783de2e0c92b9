import type { cookbookDetailMachine } from '../../../machines/cookbookDetailMachine.ts';
import { aSummary } from '../samples.ts';
import { cookbook, done, failed, id, noServer, said, type Walk } from './support.ts';

export const cookbookDetailWalk: Walk<typeof cookbookDetailMachine> = {
  input: {
    client: noServer,
    cookbookId: id(3),
    memberId: id(9),
    memberUsername: 'ada',
    exportPdf: async () => undefined,
  },
  events: [
    said(
      'The cookbook arrives (the member owns it)',
      done('loadCookbook', { ...cookbook, recipeSummaries: [aSummary()] }),
    ),
    said('Loading the cookbook fails', failed('loadCookbook')),
    said('Someone else changes the cookbook (live)', { type: 'cookbook.changed' }),
    said('The fresh copy arrives', done('refreshCookbook', { ...cookbook, recipeSummaries: [] })),
    said('Refreshing fails', failed('refreshCookbook')),
    said('The member presses Add all to shopping list', { type: 'shopping.addAll' }),
    said('The ingredients are on the list', done('addToShoppingList')),
    said('The member presses remove on Pasta', { type: 'recipe.remove', recipeId: '716429' }),
    said('The member cancels', { type: 'remove.cancel' }),
    said('The member confirms', { type: 'remove.confirm' }),
    said('The server removes it', done('removeRecipe')),
    said('Removing fails', failed('removeRecipe')),
    said('The member presses + Add collaborator', { type: 'invite.open' }),
    said('The member closes the dialog', { type: 'invite.close' }),
    said('The dialog adds a collaborator', done('invite', { userId: id(1) })),
    said('The member opens Pasta', { type: 'recipe.open', recipe: { id: '716429', title: 'Pasta' } }),
    said('The member closes the recipe', { type: 'recipe.close' }),
    said('The member presses Download PDF', { type: 'pdf.export' }),
    said('The PDF is saved (from a fresh copy)', done('exportPdf', cookbook)),
    said('Drawing the PDF fails', failed('exportPdf')),
  ],
};
