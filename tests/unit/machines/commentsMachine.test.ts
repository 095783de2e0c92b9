import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type CommentsClient, commentsMachine } from '../../../machines/commentsMachine.ts';
import type { Comment } from '../../../machines/support/records.ts';
import { aComment, sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const comments = (n: number): Comment[] =>
  Array.from({ length: n }, (_, i) => aComment({ _id: sampleId(i + 1), text: `comment ${i}` }));

function start(overrides: Partial<CommentsClient> = {}) {
  const client: CommentsClient = {
    getComments: vi.fn(async () => comments(8)),
    getCommentCount: vi.fn(async () => ({ count: 8 })),
    postComment: vi.fn(async () => ({})),
    ...overrides,
  };
  const actor = createActor(commentsMachine, { input: { client, recipeId: '716429' } }).start();
  const alerts: string[] = [];
  actor.on('alert.show', (e) => alerts.push(e.text));
  return { actor, client, alerts };
}

const ready = { panel: { expanded: 'ready' } } as const;

describe('commentsMachine', () => {
  it('is collapsed and loads nothing until the first expand', async () => {
    const { actor, client } = start();
    expect(actor.getSnapshot().matches({ panel: 'collapsed' })).toBe(true);
    expect(client.getComments).not.toHaveBeenCalled();
    actor.send({ type: 'comments.expand' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches(ready));
    expect(actor.getSnapshot().context.visible).toBe(3);
  });

  it('knows the number of comments from the server before they are expanded', async () => {
    const { actor, client } = start({ getCommentCount: vi.fn(async () => ({ count: 61 })) });
    expect(actor.getSnapshot().context.count).toBe(0);
    await waitFor(actor, (s) => s.matches({ count: 'counted' }));
    expect(client.getCommentCount).toHaveBeenCalledWith('716429');
    expect(client.getComments).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ panel: 'collapsed' })).toBe(true);
    expect(actor.getSnapshot().context.count).toBe(61);
  });

  it('keeps the last count when counting fails', async () => {
    let answer: Promise<{ count: number }> = Promise.resolve({ count: 4 });
    const { actor } = start({ getCommentCount: vi.fn(() => answer) });
    await waitFor(actor, (s) => s.matches({ count: 'counted' }));
    answer = Promise.reject(new Error('Request failed (500)'));
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: 'comment.change', text: 'Lovely!' });
    actor.send({ type: 'comment.post' });
    await waitFor(actor, (s) => s.matches({ count: 'unknown' }));
    expect(actor.getSnapshot().context.count).toBe(4);
  });

  it('shows 3 more per load more, and collapsing then expanding does not fetch again', async () => {
    const { actor, client } = start();
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: 'comments.loadMore' });
    actor.send({ type: 'comments.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(9);
    actor.send({ type: 'comments.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(9);
    actor.send({ type: 'comments.collapse' });
    actor.send({ type: 'comments.expand' });
    expect(actor.getSnapshot().matches(ready)).toBe(true);
    expect(client.getComments).toHaveBeenCalledTimes(1);
  });

  it('refuses a comment shorter than 3 trimmed characters', async () => {
    const { actor, client, alerts } = start();
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: 'comment.change', text: '  ab  ' });
    actor.send({ type: 'comment.post' });
    expect(alerts).toEqual(['Comment is too short!']);
    expect(client.postComment).not.toHaveBeenCalled();
  });

  it('posts the trimmed text, clears it, reloads, counts again and resets the visible count', async () => {
    let total = 8;
    const { actor, client } = start({
      getComments: vi.fn(async () => comments(total)),
      getCommentCount: vi.fn(async () => ({ count: total })),
      postComment: vi.fn(async () => {
        total += 1;
        return {};
      }),
    });
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches(ready) && s.matches({ count: 'counted' }));
    actor.send({ type: 'comments.loadMore' });
    actor.send({ type: 'comment.change', text: `  ${'x'.repeat(200)}` });
    expect(actor.getSnapshot().context.draft).toHaveLength(150);
    actor.send({ type: 'comment.change', text: '  Lovely!  ' });
    actor.send({ type: 'comment.post' });
    await waitFor(
      actor,
      (s) => s.matches(ready) && s.matches({ count: 'counted' }) && s.context.draft === '',
    );
    expect(client.postComment).toHaveBeenCalledWith('716429', 'Lovely!');
    expect(client.getComments).toHaveBeenCalledTimes(2);
    expect(client.getCommentCount).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.count).toBe(9);
    expect(actor.getSnapshot().context.visible).toBe(3);
  });

  it('keeps the text after a failed post, ready for another try', async () => {
    const { actor, client } = start({ postComment: vi.fn(async () => Promise.reject(new Error('x'))) });
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches(ready));
    actor.send({ type: 'comment.change', text: 'Lovely!' });
    actor.send({ type: 'comment.post' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches(ready));
    expect(actor.getSnapshot().context.draft).toBe('Lovely!');
    expect(client.getComments).toHaveBeenCalledTimes(1);
  });

  it('a failed load is shown as failed and can be retried', async () => {
    const getComments = vi.fn(async (): Promise<Comment[]> => Promise.reject(new Error('x')));
    const { actor } = start({ getComments });
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches({ panel: { expanded: 'failed' } }));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    getComments.mockResolvedValueOnce(comments(2));
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches(ready));
    expect(actor.getSnapshot().context.comments).toHaveLength(2);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(commentsMachine, {
        input: {
          client: {
            getComments: async () => [],
            getCommentCount: async () => ({ count: 0 }),
            postComment: async () => ({}),
          },
          recipeId: '1',
        },
        events: [
          { type: 'comments.expand' },
          { type: 'comments.collapse' },
          { type: 'comment.change', text: 'Lovely' },
          { type: 'comment.post' },
          done('loadComments', comments(2)),
          failed('loadComments'),
          done('postComment'),
          done('countComments', { count: 2 }),
          failed('countComments'),
        ],
        serialize: (s) => JSON.stringify(s.value) + s.context.draft,
      }),
    ).toEqual([]);
  });
});

describe('commentsMachine transition table', () => {
  const expand = { type: 'comments.expand' } as const;
  const post = { type: 'comment.post' } as const;
  const loaded = done('loadComments', []);
  const counted = done('countComments', { count: 5 });
  it.each<TransitionRow>([
    ['collapsed at first, counting', [], { panel: 'collapsed', count: 'counting' }],
    ['counted while collapsed', [counted], { panel: 'collapsed', count: 'counted' }],
    ['count unknown after a failure', [failed('countComments')], { count: 'unknown' }],
    ['the first expand loads', [expand], { panel: { expanded: 'loading' } }],
    ['loaded', [expand, loaded], { panel: { expanded: 'ready' } }],
    ['collapsed after loading', [expand, loaded, { type: 'comments.collapse' }], { panel: 'folded' }],
    [
      'expanded again without loading',
      [expand, loaded, { type: 'comments.collapse' }, expand],
      { panel: { expanded: 'ready' } },
    ],
    ['load failed', [expand, failed('loadComments')], { panel: { expanded: 'failed' } }],
    [
      'retry after a failed load',
      [expand, failed('loadComments'), expand],
      { panel: { expanded: 'loading' } },
    ],
    [
      'too short to post',
      [{ type: 'comment.change', text: 'ok' }, expand, loaded, post],
      { panel: { expanded: 'ready' } },
    ],
    [
      'posting',
      [{ type: 'comment.change', text: 'Lovely' }, expand, loaded, post],
      { panel: { expanded: 'posting' } },
    ],
    [
      'post failed',
      [{ type: 'comment.change', text: 'Lovely' }, expand, loaded, post, failed('postComment')],
      { panel: { expanded: 'ready' } },
    ],
    [
      'posted: reloading and counting again',
      [{ type: 'comment.change', text: 'Lovely' }, counted, expand, loaded, post, done('postComment')],
      { panel: { expanded: 'loading' }, count: 'counting' },
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(commentsMachine, { client: {} as CommentsClient, recipeId: '716429' }, events).matches(
        expected as never,
      ),
    ).toBe(true);
  });

  it('takes the count from the server', () => {
    const snapshot = stateAfter(commentsMachine, { client: {} as CommentsClient, recipeId: '716429' }, [
      done('countComments', { count: 5 }),
    ]);
    expect(snapshot.context.count).toBe(5);
  });
});
