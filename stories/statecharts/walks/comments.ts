import type { commentsMachine } from '../../../machines/commentsMachine.ts';
import { aComment } from '../samples.ts';
import { done, failed, noServer, type Walk } from './support.ts';

export const commentsWalk: Walk<typeof commentsMachine> = {
  input: { client: noServer, recipeId: '716429' },
  events: [
    { type: 'comments.expand' },
    { type: 'comments.collapse' },
    { type: 'comments.loadMore' },
    { type: 'comment.change', text: 'Lovely soup' },
    { type: 'comment.change', text: 'ok' },
    { type: 'comment.post' },
    done('loadComments', [aComment()]),
    failed('loadComments'),
    done('postComment'),
    failed('postComment'),
    done('countComments', { count: 1 }),
    failed('countComments'),
  ],
  distinguish: (context) => context.draft,
};
