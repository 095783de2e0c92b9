import type { recipeVersionMachine } from '../../../machines/versions/recipeVersionMachine.ts';
import { changesOfEachKind, original, someVersions } from '../../versionsSamples.ts';
import { done, failed, id, noServer, said, type Walk } from './support.ts';

export const recipeVersionWalk: Walk<typeof recipeVersionMachine> = {
  input: { client: noServer, recipeId: id(40), adaptedFrom: original, mayMakeOwn: true },
  events: [
    said('Three versions arrive, ten a page', done('loadVersions', someVersions(2, 3, id(41)))),
    said('Nobody made it their own', done('loadVersions', someVersions(0))),
    said('Loading the versions fails', failed('loadVersions')),
    said('The member tries again', { type: 'versions.retry' }),
    said('The member asks for more versions', { type: 'versions.more' }),
    said('The last version arrives', done('loadMoreVersions', someVersions(1, 3, null, 2))),
    said('More versions fail', failed('loadMoreVersions')),
    said('The member opens What changed', { type: 'changes.open' }),
    said('What changed arrives', done('loadChanges', changesOfEachKind)),
    said('What changed fails', failed('loadChanges')),
    said('The member tries What changed again', { type: 'changes.retry' }),
    said('The member closes What changed', { type: 'changes.close' }),
    said('The member presses Make it my own', { type: 'version.make' }),
    said('The copy is made (the app opens it)', done('makeVersion', { _id: id(42) })),
    said('The copy is refused', failed('makeVersion')),
  ],
  distinguish: (context) => [context.versions.length, context.next],
};
