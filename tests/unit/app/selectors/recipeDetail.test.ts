// selectRecipeDetail: the recipe detail and comments machines' states as the RecipeDetail's props.
import { describe, expect, it, vi } from 'vitest';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { selectRecipeDetail, selectRecipeScreen } from '../../../../app/selectors/recipeDetail.ts';
import { selectRecipeModal } from '../../../../app/selectors/recipeModal.ts';
import { commentsMachine } from '../../../../machines/commentsMachine.ts';
import { recipeDetailMachine } from '../../../../machines/recipeDetailMachine.ts';
import { memoryStorage } from '../../../../machines/support/env.ts';
import {
  aComment,
  aFriend,
  aRecipeView,
  sampleId,
  someNutrients,
} from '../../../../stories/statecharts/samples.ts';

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('x') }) as never;

const detailInput = {
  client: {} as never,
  recipeId: '716429',
  memberId: 'm'.repeat(24),
  origin: 'https://potluck.test',
  writeClipboard: async () => undefined,
  sessionStorage: memoryStorage(),
  now: () => Date.parse('2026-11-24T11:00:00'),
};
const recipe = aRecipeView({ title: 'Pasta', nutrients: someNutrients(8), owner: { username: 'ada' } });

function detailAfter(...events: never[]) {
  let snapshot = getInitialSnapshot(recipeDetailMachine, detailInput);
  for (const event of events) snapshot = getNextSnapshot(recipeDetailMachine, snapshot, event);
  return snapshot;
}
function commentsAfter(...events: never[]) {
  let snapshot = getInitialSnapshot(commentsMachine, { client: {} as never, recipeId: '716429' });
  for (const event of events) snapshot = getNextSnapshot(commentsMachine, snapshot, event);
  return snapshot;
}
const sends = () => ({ detail: vi.fn(), comments: vi.fn() });

describe('selectRecipeDetail', () => {
  it('is null until the recipe has loaded', () => {
    expect(selectRecipeDetail(detailAfter(), commentsAfter(), sends())).toBeNull();
    expect(selectRecipeScreen({ detail: detailAfter(), comments: commentsAfter(), send: sends() })).toEqual({
      detail: null,
      failed: false,
    });
  });

  it('says when the recipe failed', () => {
    const screen = selectRecipeScreen({
      detail: detailAfter(failed('loadRecipe')),
      comments: commentsAfter(),
      send: sends(),
    });
    expect(screen).toEqual({ detail: null, failed: true });
  });

  it('passes every nutrition entry; the machine’s nutrition state says whether all show', () => {
    const send = sends();
    const loaded = detailAfter(done('loadRecipe', recipe));
    const props = selectRecipeDetail(loaded, commentsAfter(), send);
    expect(props?.recipe.nutrition).toHaveLength(8);
    expect(props?.nutrition.expanded).toBe(false);
    props?.nutrition.onExpandedChange({ expanded: true });
    expect(send.detail).toHaveBeenCalledWith({ type: 'nutrition.showMore' });
    const all = getNextSnapshot(recipeDetailMachine, loaded, { type: 'nutrition.showMore' });
    expect(selectRecipeDetail(all, commentsAfter(), send)?.nutrition.expanded).toBe(true);
  });

  it('draws the servings scaler from the machine’s chosen servings, and opens cook mode with them', () => {
    const send = sends();
    const loaded = detailAfter(done('loadRecipe', { ...recipe, servings: '4' }));
    const props = selectRecipeDetail(loaded, commentsAfter(), send);
    expect(props?.servings).toMatchObject({
      written: 4,
      servings: 4,
      canFewer: true,
      canMore: true,
      canHalve: true,
      canDouble: true,
    });
    expect(props?.cookTo).toBe('/recipe/716429/cook');
    props?.servings?.onDouble();
    expect(send.detail).toHaveBeenCalledWith({ type: 'servings.double' });
    props?.servings?.onServingsChange({ servings: 5 });
    expect(send.detail).toHaveBeenCalledWith({ type: 'servings.change', servings: 5 });
    const one = getNextSnapshot(recipeDetailMachine, loaded, { type: 'servings.change', servings: 1 });
    const scaled = selectRecipeDetail(one, commentsAfter(), send);
    expect(scaled?.servings).toMatchObject({ servings: 1, canFewer: false, canHalve: false, canMore: true });
    expect(scaled?.cookTo).toBe('/recipe/716429/cook?servings=1');
  });

  it('shows the member’s units until they switch to the recipe as written, and cook mode follows', () => {
    const send = sends();
    const loaded = detailAfter(done('loadRecipe', { ...recipe, servings: '4' }));
    const mine = selectRecipeDetail(loaded, commentsAfter(), send, { units: 'us' });
    expect(mine?.units).toMatchObject({ units: 'us', showing: 'mine' });
    expect(mine?.cookTo).toBe('/recipe/716429/cook');
    mine?.units?.onShowingChange({ showing: 'asWritten' });
    expect(send.detail).toHaveBeenCalledWith({ type: 'units.showAsWritten' });
    const written = getNextSnapshot(recipeDetailMachine, loaded, { type: 'units.showAsWritten' });
    const doubled = getNextSnapshot(recipeDetailMachine, written, { type: 'servings.double' });
    const props = selectRecipeDetail(doubled, commentsAfter(), send, { units: 'us' });
    expect(props?.units?.showing).toBe('asWritten');
    expect(props?.cookTo).toBe('/recipe/716429/cook?servings=8&units=as-written');
    props?.units?.onShowingChange({ showing: 'mine' });
    expect(send.detail).toHaveBeenCalledWith({ type: 'units.showMine' });
    // A visitor's page has no units: the recipe as written, no switch.
    expect(selectRecipeDetail(loaded, commentsAfter(), send)?.units).toBeUndefined();
  });

  it('offers no scaler when the recipe does not say how many it serves', () => {
    const loaded = detailAfter(done('loadRecipe', { ...recipe, servings: undefined }));
    expect(selectRecipeDetail(loaded, commentsAfter(), sends())?.servings).toBeUndefined();
  });

  it('draws the share menu, the friend picker (loading, then the friends) from the machine', () => {
    const send = sends();
    const loaded = detailAfter(done('loadRecipe', recipe));
    expect(selectRecipeDetail(loaded, commentsAfter(), send)?.share.view).toBe('closed');
    const menu = getNextSnapshot(recipeDetailMachine, loaded, { type: 'share.open' });
    expect(selectRecipeDetail(menu, commentsAfter(), send)?.share.view).toBe('menu');
    const picker = getNextSnapshot(recipeDetailMachine, menu, { type: 'share.friends' });
    expect(selectRecipeDetail(picker, commentsAfter(), send)?.share).toMatchObject({
      view: 'friends',
      friendsLoading: true,
    });
    const friends = getNextSnapshot(
      recipeDetailMachine,
      picker,
      done('loadFriends', [aFriend({ _id: sampleId(8), username: 'bob', fName: 'Bob' })]),
    );
    const share = selectRecipeDetail(friends, commentsAfter(), send)?.share;
    expect(share).toMatchObject({ view: 'friends', friendsLoading: false });
    expect(share?.friends).toMatchObject([{ id: sampleId(8), username: 'bob', name: 'Bob' }]);
    share?.onViewChange({ view: 'closed' });
    expect(send.detail).toHaveBeenCalledWith({ type: 'share.close' });
  });

  it('draws the comments: collapsed, loading, failed, then 3 of them with the draft', () => {
    const loaded = detailAfter(done('loadRecipe', recipe));
    const status = (comments: ReturnType<typeof commentsAfter>) =>
      selectRecipeDetail(loaded, comments, sends())?.comments.status;
    const expand = { type: 'comments.expand' } as never;
    expect(status(commentsAfter())).toBe('collapsed');
    expect(status(commentsAfter(expand))).toBe('loading');
    expect(status(commentsAfter(expand, failed('loadComments')))).toBe('failed');
    const seven = Array.from({ length: 7 }, (_, n) => aComment({ _id: sampleId(400 + n) }));
    const ready = commentsAfter(expand, done('loadComments', seven), {
      type: 'comment.change',
      text: 'Yum',
    } as never);
    const comments = selectRecipeDetail(loaded, ready, sends())?.comments;
    expect(comments).toMatchObject({ status: 'ready', visibleCount: 3, draft: 'Yum', authorUsername: 'ada' });
    expect(comments?.comments).toHaveLength(7);
  });

  it('names the modal by the card until the recipe has loaded; closing calls back', () => {
    const onClose = vi.fn();
    const modal = selectRecipeModal({ id: '716429', title: 'Pasta' }, null, onClose);
    expect(modal).toMatchObject({ open: true, title: 'Pasta', detail: null });
    modal?.onOpenChange(false);
    expect(onClose).toHaveBeenCalled();
    expect(selectRecipeModal(null, null, onClose)).toBeUndefined();
  });

  it('draws an opened recipe with the selector that came with its machines', () => {
    const loaded = detailAfter(done('loadRecipe', recipe));
    const comments = commentsAfter();
    const send = sends();
    const select = vi.fn(selectRecipeDetail);
    const modal = selectRecipeModal({ id: '716429' }, { detail: loaded, comments, send, select }, vi.fn());
    expect(select).toHaveBeenCalledWith(loaded, comments, send, {});
    expect(modal?.detail?.recipe.title).toBe('Pasta');
  });
});
