import { describe, expect, it } from 'vitest';
import { withAbsoluteImages } from '../../../packages/server/src/plugins/imageUrls.ts';

// Answers' image fields are made absolute on the way out (plugins/imageUrls.ts), without ever changing the object
// a route answered: remembered answers are shared between requests and must stay as stored.

const origin = 'https://potluck.example';

describe('withAbsoluteImages', () => {
  it('makes the image fields of every record absolute and leaves other fields and other addresses alone', () => {
    const answer = {
      title: '/media/not-an-image-field.webp',
      image: '/media/a.webp',
      owner: { profilePic: '/media/b.webp', name: 'Ada' },
      books: [{ coverImage: '/catalogue-images/c.webp' }, { coverImage: 'cover2.jpg' }],
      elsewhere: { image: 'https://cdn.example/d.webp' },
    };
    expect(withAbsoluteImages(answer, origin)).toEqual({
      title: '/media/not-an-image-field.webp',
      image: `${origin}/media/a.webp`,
      owner: { profilePic: `${origin}/media/b.webp`, name: 'Ada' },
      books: [{ coverImage: `${origin}/catalogue-images/c.webp` }, { coverImage: 'cover2.jpg' }],
      elsewhere: { image: 'https://cdn.example/d.webp' },
    });
  });

  it('never changes the answer it was given, and copies only the records that change', () => {
    const unchanged = { id: 'x', tags: ['a', 'b'] };
    const answer = { items: [unchanged, { image: '/media/a.webp' }], shares: [] };
    const before = structuredClone(answer);
    const made = withAbsoluteImages(answer, origin) as typeof answer;
    expect(answer).toEqual(before);
    expect(made).not.toBe(answer);
    expect(made.items).not.toBe(answer.items);
    expect(made.items[0]).toBe(unchanged);
    expect(made.shares).toBe(answer.shares);
  });

  it('answers the very same object when nothing in it is a site-root picture', () => {
    const list = {
      items: Array.from({ length: 3 }, (_, n) => ({ id: String(n), image: null, name: 'flour' })),
    };
    expect(withAbsoluteImages(list, origin)).toBe(list);
    const date = new Date(0);
    expect(withAbsoluteImages({ at: date }, origin)).toEqual({ at: date });
  });
});
