import type { commentsMachine } from '../../../machines/commentsMachine.ts';
import { aComment } from '../samples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

export const commentsWalk: Walk<typeof commentsMachine> = {
  input: { client: noServer, recipeId: '716429' },
  events: [
    said('The member opens Comments', { type: 'comments.expand' }),
    said('The member folds Comments', { type: 'comments.collapse' }),
    said('The member presses Load more', { type: 'comments.loadMore' }),
    said('The member types “Lovely soup”', { type: 'comment.change', text: 'Lovely soup' }),
    said('The member types “ok”', { type: 'comment.change', text: 'ok' }),
    said('The member presses Post', { type: 'comment.post' }),
    said('The comments arrive (one)', done('loadComments', [aComment()])),
    said('Loading the comments fails', failed('loadComments')),
    said('The server takes the comment', done('postComment')),
    said('Posting fails', failed('postComment')),
    said('The server counts 1 comment', done('countComments', { count: 1 })),
    said('Counting fails', failed('countComments')),
  ],
  distinguish: (context) => context.draft,
};
