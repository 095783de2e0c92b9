// The comments panel of a recipe (SPEC §4, §5, §9). Collapsed by default; the first expand loads the comments,
// later expands show them again without loading (history state). 3 are shown, 3 more per 'Load more'; the
// visible count resets whenever comments are fetched. Posting needs at least 3 trimmed characters.
// Alongside, the number in the heading comes from the server's comment count (GET …/comments/count), so it is
// right before the comments are expanded, and it is counted again after each posted comment.
import { commentError, limits, messages } from '@potluck/domain';
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { alertNotice, type Notice } from './support/notices.ts';
import type { Comment, Id } from './support/records.ts';

export interface CommentsClient {
  getComments(recipeId: Id): Promise<Comment[]>;
  getCommentCount(recipeId: Id): Promise<{ count: number }>;
  postComment(recipeId: Id, text: string): Promise<unknown>;
}

export type CommentsInput = { client: CommentsClient; recipeId: Id };

export type CommentsEvent =
  | { type: 'comments.expand' }
  | { type: 'comments.collapse' }
  | { type: 'comments.loadMore' }
  | { type: 'comment.change'; text: string }
  | { type: 'comment.post' }
  /** Raised once a comment was posted, so the count asks the server again. */
  | { type: 'comment.posted' };

type CommentsContext = CommentsInput & { comments: Comment[]; visible: number; draft: string; count: number };

export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as CommentsInput,
    emitted: {} as Notice,
  },
  actors: {
    loadComments: fromPromise<Comment[], { client: CommentsClient; recipeId: Id }>(({ input }) =>
      input.client.getComments(input.recipeId),
    ),
    countComments: fromPromise<{ count: number }, { client: CommentsClient; recipeId: Id }>(({ input }) =>
      input.client.getCommentCount(input.recipeId),
    ),
    postComment: fromPromise<unknown, { client: CommentsClient; recipeId: Id; text: string }>(({ input }) =>
      input.client.postComment(input.recipeId, input.text),
    ),
  },
  actions: {
    showComments: assign({
      comments: (_, comments: Comment[]) => comments,
      visible: limits.commentsFirstShown,
    }),
    showMore: assign({ visible: ({ context }) => context.visible + limits.commentsPerLoadMore }),
    // The textarea stops at 150 characters; the machine holds the same limit.
    updateDraft: assign({
      draft: ({ event }) => (event.type === 'comment.change' ? event.text.slice(0, limits.commentMax) : ''),
    }),
    clearDraft: assign({ draft: '' }),
    setCount: assign({ count: (_, count: number) => count }),
    announcePosted: raise({ type: 'comment.posted' }),
    alertTooShort: emit(alertNotice(messages.commentTooShort)),
  },
  guards: {
    isLongEnough: ({ context }) => commentError(context.draft) === null,
    hasHidden: ({ context }) => context.visible < context.comments.length,
  },
}).createMachine({
  id: 'comments',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    comments: [],
    visible: limits.commentsFirstShown,
    draft: '',
    count: 0,
  }),
  on: { 'comment.change': { actions: 'updateDraft' } },
  states: {
    panel: {
      initial: 'collapsed',
      states: {
        collapsed: {
          on: { 'comments.expand': 'expanded' },
        },
        expanded: {
          initial: 'loading',
          on: { 'comments.collapse': 'folded' },
          states: {
            loading: {
              tags: ['loading'],
              invoke: {
                id: 'loadComments',
                src: 'loadComments',
                input: ({ context }) => ({ client: context.client, recipeId: context.recipeId }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'showComments', params: ({ event }) => event.output },
                },
                // SPEC §8: a failed comments fetch is only logged.
                onError: { target: 'failed' },
              },
            },
            ready: {
              on: {
                'comments.loadMore': { guard: 'hasHidden', actions: 'showMore' },
                'comment.post': [{ guard: 'isLongEnough', target: 'posting' }, { actions: 'alertTooShort' }],
              },
            },
            failed: {
              tags: ['error'],
              on: { 'comments.expand': 'loading' },
            },
            posting: {
              tags: ['busy'],
              invoke: {
                id: 'postComment',
                src: 'postComment',
                input: ({ context }) => ({
                  client: context.client,
                  recipeId: context.recipeId,
                  text: context.draft.trim(),
                }),
                onDone: { target: 'loading', actions: ['clearDraft', 'announcePosted'] },
                // SPEC §8: a failed post is only logged; the text stays for another try.
                onError: { target: 'ready' },
              },
            },
            history: { type: 'history' },
          },
        },
        /** Collapsed again after the comments were loaded: expanding shows them without a new fetch. */
        folded: {
          on: { 'comments.expand': 'expanded.history' },
        },
      },
    },
    /** The total in the heading ('Comments (N)'), known while the panel is still collapsed. */
    count: {
      initial: 'counting',
      on: { 'comment.posted': '.counting' },
      states: {
        counting: {
          invoke: {
            id: 'countComments',
            src: 'countComments',
            input: ({ context }) => ({ client: context.client, recipeId: context.recipeId }),
            onDone: {
              target: 'counted',
              actions: { type: 'setCount', params: ({ event }) => event.output.count },
            },
            // SPEC §8: a failed comment count is only logged; the heading keeps the last number.
            onError: { target: 'unknown' },
          },
        },
        counted: {},
        unknown: {},
      },
    },
  },
});
