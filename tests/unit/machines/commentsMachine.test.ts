import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type CommentsClient, commentsMachine } from '../../../machines/commentsMachine.ts';
import type { Comment } from '../../../machines/support/records.ts';
import { aComment, sampleId } from '../../../stories/statecharts/samples.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const comments = (n: number): Comment[] =>
  Array.from({ length: n }, (_, i) => aComment({ _id: sampleId(i + 1), text: `comment ${i}` }));

function start(overrides: Partial<CommentsClient> = {}) {
  const client: CommentsClient = {
    getComments: vi.fn(async () => comments(8)),
    postComment: vi.fn(async () => ({})),
    ...overrides,
  };
  const actor = createActor(commentsMachine, { input: { client, recipeId: '716429' } }).start();
  const alerts: string[] = [];
  actor.on('alert.show', (e) => alerts.push(e.text));
  return { actor, client, alerts };
}

describe('commentsMachine', () => {
  it('is collapsed and loads nothing until the first expand', async () => {
    const { actor, client } = start();
    expect(actor.getSnapshot().value).toBe('collapsed');
    expect(client.getComments).not.toHaveBeenCalled();
    actor.send({ type: 'comments.expand' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ expanded: 'ready' }));
    expect(actor.getSnapshot().context.visible).toBe(3);
  });

  it('shows 3 more per load more, and collapsing then expanding does not fetch again', async () => {
    const { actor, client } = start();
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches({ expanded: 'ready' }));
    actor.send({ type: 'comments.loadMore' });
    actor.send({ type: 'comments.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(9);
    actor.send({ type: 'comments.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(9);
    actor.send({ type: 'comments.collapse' });
    actor.send({ type: 'comments.expand' });
    expect(actor.getSnapshot().matches({ expanded: 'ready' })).toBe(true);
    expect(client.getComments).toHaveBeenCalledTimes(1);
  });

  it('refuses a comment shorter than 3 trimmed characters', async () => {
    const { actor, client, alerts } = start();
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches({ expanded: 'ready' }));
    actor.send({ type: 'comment.change', text: '  ab  ' });
    actor.send({ type: 'comment.post' });
    expect(alerts).toEqual(['Comment is too short!']);
    expect(client.postComment).not.toHaveBeenCalled();
  });

  it('posts the trimmed text, clears it, reloads and resets the visible count', async () => {
    const { actor, client } = start();
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches({ expanded: 'ready' }));
    actor.send({ type: 'comments.loadMore' });
    actor.send({ type: 'comment.change', text: `  ${'x'.repeat(200)}` });
    expect(actor.getSnapshot().context.draft).toHaveLength(150);
    actor.send({ type: 'comment.change', text: '  Lovely!  ' });
    actor.send({ type: 'comment.post' });
    await waitFor(actor, (s) => s.matches({ expanded: 'ready' }) && s.context.draft === '');
    expect(client.postComment).toHaveBeenCalledWith('716429', 'Lovely!');
    expect(client.getComments).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.visible).toBe(3);
  });

  it('a failed load is shown as failed and can be retried', async () => {
    const { actor } = start({ getComments: vi.fn(async () => Promise.reject(new Error('x'))) });
    actor.send({ type: 'comments.expand' });
    await waitFor(actor, (s) => s.matches({ expanded: 'failed' }));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(commentsMachine, {
        input: { client: { getComments: async () => [], postComment: async () => ({}) }, recipeId: '1' },
        events: [
          { type: 'comments.expand' },
          { type: 'comments.collapse' },
          { type: 'comment.change', text: 'Lovely' },
          { type: 'comment.post' },
          done('loadComments', comments(2)),
          failed('loadComments'),
          done('postComment'),
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
  it.each<TransitionRow>([
    ['collapsed at first', [], 'collapsed'],
    ['the first expand loads', [expand], { expanded: 'loading' }],
    ['loaded', [expand, loaded], { expanded: 'ready' }],
    ['collapsed after loading', [expand, loaded, { type: 'comments.collapse' }], 'folded'],
    [
      'expanded again without loading',
      [expand, loaded, { type: 'comments.collapse' }, expand],
      { expanded: 'ready' },
    ],
    ['load failed', [expand, failed('loadComments')], { expanded: 'failed' }],
    ['retry after a failed load', [expand, failed('loadComments'), expand], { expanded: 'loading' }],
    [
      'too short to post',
      [{ type: 'comment.change', text: 'ok' }, expand, loaded, post],
      { expanded: 'ready' },
    ],
    ['posting', [{ type: 'comment.change', text: 'Lovely' }, expand, loaded, post], { expanded: 'posting' }],
    [
      'posted, reloading',
      [{ type: 'comment.change', text: 'Lovely' }, expand, loaded, post, done('postComment')],
      { expanded: 'loading' },
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(commentsMachine, { client: {} as CommentsClient, recipeId: '716429' }, events).matches(
        expected as never,
      ),
    ).toBe(true);
  });
});
