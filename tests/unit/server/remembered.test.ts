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

  it('keeps at most its byte budget when given one, and no answer larger than the budget', () => {
    const pictures = remembered<string>(10, { of: (text) => text.length, budget: 10 });
    pictures.set('a', 'aaaa');
    pictures.set('b', 'bbbb');
    pictures.set('c', 'cccc'); // 12 bytes: a goes
    expect([pictures.get('a'), pictures.get('b'), pictures.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    pictures.set('b', 'bbbbbb'); // stored again, newest, 10 bytes with c
    expect([pictures.get('b'), pictures.get('c')]).toEqual(['bbbbbb', 'cccc']);
    pictures.set('d', 'dd'); // 12: c, the oldest now, goes
    expect([pictures.get('b'), pictures.get('c'), pictures.get('d')]).toEqual(['bbbbbb', undefined, 'dd']);
    pictures.set('huge', 'x'.repeat(11));
    expect(pictures.get('huge')).toBeUndefined();
    expect([pictures.get('b'), pictures.get('d')]).toEqual(['bbbbbb', 'dd']);
    pictures.clear();
    pictures.set('e', 'e'.repeat(10));
    expect(pictures.get('e')).toBe('eeeeeeeeee');
  });
});
