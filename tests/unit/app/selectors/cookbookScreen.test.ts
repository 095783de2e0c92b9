import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { openedRecipe, selectCookbookScreen } from '../../../../app/selectors/cookbookScreen.ts';
import {
  type CookbookDetailClient,
  type CookbookDetailEvent,
  cookbookDetailMachine,
} from '../../../../machines/cookbookDetailMachine.ts';
import { aCookbook, aSummary, sampleId } from '../../../../stories/statecharts/samples.ts';
import { done, failed, snapshotAfter } from './snapshots.ts';

const me = sampleId(9);
const input = (memberId = me) => ({
  client: {} as CookbookDetailClient,
  cookbookId: sampleId(3),
  memberId,
  memberUsername: 'ada',
  exportPdf: async () => undefined,
});
const soups = aCookbook({
  _id: sampleId(3),
  title: 'Soups',
  owners: [me],
  recipes: ['716429', '1', '2'],
  recipeSummaries: [aSummary({ id: '716429', title: 'Pasta' }), aSummary({ id: '1', title: null })],
});
const loaded = done('loadCookbook', soups);
const select = (events: (CookbookDetailEvent | EventObject)[], memberId = me, send = vi.fn()) =>
  selectCookbookScreen(snapshotAfter(cookbookDetailMachine, input(memberId), events), send, null);

describe('selectCookbookScreen', () => {
  it('is loading, then the empty view when the load fails', () => {
    expect(select([]).detail.status).toBe('loading');
    expect(select([failed('loadCookbook')]).detail).toMatchObject({ status: 'error', cookbook: null });
  });

  it('counts every recipe, shows only those with a title, and knows an owner', () => {
    const { detail } = select([loaded]);
    expect(detail.cookbook).toEqual({ title: 'Soups', recipeCount: 3, owners: soups.ownerNames });
    expect(detail.recipes.map((card) => card.title)).toEqual(['Pasta']);
    expect(detail.isOwner).toBe(true);
    expect(select([loaded], sampleId(5)).detail.isOwner).toBe(false);
  });

  it('draws each of the machine’s states: exporting, the removal question, the invite dialog, the modal', () => {
    expect(select([loaded, { type: 'pdf.export' }]).detail.exporting).toBe(true);
    expect(select([loaded, { type: 'recipe.remove', recipeId: '716429' }]).confirmRemove?.open).toBe(true);
    const invite = select([loaded, { type: 'invite.open' }]).invite;
    expect(invite).toMatchObject({ open: true, query: '', search: { status: 'idle' }, invitingId: null });
    const opened = snapshotAfter(cookbookDetailMachine, input(), [
      loaded,
      { type: 'recipe.open', recipe: { id: '716429', title: 'Pasta' } },
    ]);
    expect(openedRecipe(opened)).toEqual({ id: '716429', title: 'Pasta' });
  });

  it('turns the screen’s callbacks into the machine’s events', () => {
    const send = vi.fn();
    const { detail, invite, confirmRemove } = select([loaded], me, send);
    detail.onOpenRecipe({ id: '716429' });
    detail.onRemoveRecipe({ id: '716429' });
    detail.onAddCollaborator();
    detail.onDownloadPdf();
    invite?.onQueryChange({ query: 'sam' });
    invite?.onInvite({ userId: sampleId(7) });
    invite?.onOpenChange(false);
    confirmRemove?.onConfirm();
    confirmRemove?.onOpenChange?.(false);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'recipe.open', recipe: { id: '716429', title: 'Pasta' } },
      { type: 'recipe.remove', recipeId: '716429' },
      { type: 'invite.open' },
      { type: 'pdf.export' },
      { type: 'query.change', query: 'sam' },
      { type: 'invite.send', userId: sampleId(7) },
      { type: 'invite.close' },
      { type: 'remove.confirm' },
      { type: 'remove.cancel' },
    ]);
  });
});
