import { describe, expect, it } from 'vitest';
import { remembered } from '../../../packages/server/src/db/remembered.ts';

describe('remembered', () => {
  it('keeps at most its limit, forgetting the entry stored longest ago', () => {
    const answers = remembered<number>(2);
    answers.set('a', 1);
    answers.set('b', 2);
    answers.set('a', 3); // storing again makes it the newest
    answers.set('c', 4);
    expect([answers.get('a'), answers.get('b'), answers.get('c')]).toEqual([3, undefined, 4]);
  });
});
