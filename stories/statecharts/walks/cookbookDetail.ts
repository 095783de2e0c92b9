import type { cookbookDetailMachine } from '../../../machines/cookbookDetailMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { aSummary } from '../samples.ts';
import { cookbook, done, env, failed, id, noServer, type Walk } from './support.ts';

export const cookbookDetailWalk: Walk<typeof cookbookDetailMachine> = {
  input: {
    client: noServer,
    cookbookId: id(3),
    memberId: id(9),
    localStorage: memoryStorage(),
    ...env,
    exportPdf: async () => undefined,
  },
  events: [
    done('loadCookbook', { ...cookbook, recipeSummaries: [aSummary()] }),
    failed('loadCookbook'),
    { type: 'recipe.remove', recipeId: '716429' },
    done('removeRecipe'),
    failed('removeRecipe'),
    { type: 'collaborator.added' },
    { type: 'pdf.export' },
    done('exportPdf'),
    failed('exportPdf'),
  ],
};
