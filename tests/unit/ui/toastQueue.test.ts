import { describe, expect, it } from 'vitest';
import { toastDurations } from '../../../packages/ui/src/primitives/Toast/Toast.tsx';
import { enqueueToast, toastLimit } from '../../../packages/ui/src/primitives/Toast/useToastQueue.ts';

describe('toast queue', () => {
  it('holds at most 20 messages, dropping the oldest', () => {
    let queue = enqueueToast([], { id: 't0', text: 'first' });
    for (let i = 1; i < 25; i++) queue = enqueueToast(queue, { id: `t${i}`, text: `message ${i}` });
    expect(toastLimit).toBe(20);
    expect(queue).toHaveLength(20);
    expect(queue[0]?.id).toBe('t5');
    expect(queue.at(-1)?.id).toBe('t24');
  });

  it('keeps success toasts for 2 s and the others for 4 s', () => {
    expect(toastDurations).toEqual({ default: 4000, success: 2000, error: 4000 });
  });
});
