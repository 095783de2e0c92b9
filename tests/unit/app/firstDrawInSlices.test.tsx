// @vitest-environment happy-dom
// useFirstDrawInSlices (decision 030): the drawing that fills a page is deferred (React renders it in slices);
// every change after it is drawn at once, never first with the previous value.
import { act, cleanup, render } from '@testing-library/react';
import { type ComponentType, useDeferredValue } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstDrawInSlices } from '../../../app/firstDrawInSlices.ts';

afterEach(cleanup);

type Page = { full: boolean; text: string };
/** The text of each render, in order. */
const drawn: string[] = [];

function SlicedFirst({ page }: { page: Page }) {
  const { text } = useFirstDrawInSlices(page, (shown) => shown.full);
  drawn.push(text);
  return <p>{text}</p>;
}

function AlwaysDeferred({ page }: { page: Page }) {
  const { text } = useDeferredValue(page);
  drawn.push(text);
  return <p>{text}</p>;
}

function renderedWith(Screen: ComponentType<{ page: Page }>) {
  const view = render(<Screen page={{ full: false, text: 'skeleton' }} />);
  return async (page: Page) => {
    drawn.length = 0;
    await act(async () => view.rerender(<Screen page={page} />));
    return [...drawn];
  };
}

describe('useFirstDrawInSlices', () => {
  it('draws the full page deferred, then each change at once', async () => {
    const show = renderedWith(SlicedFirst);
    // The full page: first a render that keeps the skeleton (urgent), then the page (the deferred render).
    expect(await show({ full: true, text: 'page' })).toEqual(['skeleton', 'page']);
    // A letter typed afterwards is drawn in the first render that follows, and only once.
    expect(await show({ full: true, text: 'page, typed' })).toEqual(['page, typed']);
  });

  it('differs from a value always deferred, which draws each change late', async () => {
    const show = renderedWith(AlwaysDeferred);
    await show({ full: true, text: 'page' });
    expect(await show({ full: true, text: 'page, typed' })).toEqual(['page', 'page, typed']);
  });
});
