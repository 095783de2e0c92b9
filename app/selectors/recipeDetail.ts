// A recipe (SPEC §2, §4, §5): the recipe detail machine and the comments machine as the design system's
// RecipeDetail props, for the full page (/recipe/:id) and the modal opened from a card. Every state the spec
// names (nutrition shown, comments expanded / visible / draft, the share menu, the chosen cookbook) comes from
// the machines; the components only draw it.
import type { RecipeView } from '@potluck/client';
import {
  addDays,
  containedIntolerances,
  localToday,
  recipeServingsCount,
  shortDayName,
  type UnitSystem,
} from '@potluck/domain';
import type {
  CommentsStatus,
  LinkComponent,
  RecipeDetailData,
  RecipeDetailProps,
  RecipeScreenProps,
  ServingsScalerProps,
  ShareMenuView,
} from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { CommentsEvent, commentsMachine } from '../../machines/commentsMachine.ts';
import type { RecipeDetailEvent, recipeDetailMachine } from '../../machines/recipeDetailMachine.ts';
import { toFriendRow } from './friendRow.ts';

export type RecipeDetailSnapshot = SnapshotFrom<typeof recipeDetailMachine>;
export type CommentsSnapshot = SnapshotFrom<typeof commentsMachine>;
export type RecipeSends = {
  detail: (event: RecipeDetailEvent) => void;
  comments: (event: CommentsEvent) => void;
};

/** The one mapping from the client's recipe view (member or provider) to what the detail draws. */
export const toRecipeDetail = (recipe: RecipeView): RecipeDetailData => ({
  id: recipe.id,
  title: recipe.title,
  image: recipe.image,
  servings: recipe.servings,
  readyInMinutes: recipe.readyInMinutes,
  author: recipe.owner?.username ? { username: recipe.owner.username } : null,
  ingredients: recipe.ingredients,
  supplies: recipe.supplies,
  steps: recipe.steps,
  nutrition: recipe.nutrients,
});

function shareView(detail: RecipeDetailSnapshot): ShareMenuView {
  if (detail.matches({ loaded: { share: 'menu' } })) return 'menu';
  if (detail.matches({ loaded: { share: 'friends' } })) return 'friends';
  return 'closed';
}

const shareEvents: Record<ShareMenuView, RecipeDetailEvent> = {
  closed: { type: 'share.close' },
  menu: { type: 'share.open' },
  friends: { type: 'share.friends' },
};

function commentsStatus(comments: CommentsSnapshot): CommentsStatus {
  if (!comments.matches({ panel: 'expanded' })) return 'collapsed';
  if (comments.matches({ panel: { expanded: 'loading' } })) return 'loading';
  if (comments.matches({ panel: { expanded: 'failed' } })) return 'failed';
  return 'ready';
}

/** The servings scaler over the machine's chosen servings; undefined when the recipe does not say how many it serves. */
function servingsScaler(
  detail: RecipeDetailSnapshot,
  send: (event: RecipeDetailEvent) => void,
): ServingsScalerProps | undefined {
  const written = recipeServingsCount(detail.context.recipe?.servings);
  if (written === null) return undefined;
  const servings = detail.context.servings ?? written;
  return {
    written,
    servings,
    onServingsChange: (change) => send({ type: 'servings.change', servings: change.servings }),
    onHalve: () => send({ type: 'servings.halve' }),
    onDouble: () => send({ type: 'servings.double' }),
    onReset: () => send({ type: 'servings.reset' }),
    canFewer: detail.can({ type: 'servings.change', servings: servings - 1 }),
    canMore: detail.can({ type: 'servings.change', servings: servings + 1 }),
    canHalve: detail.can({ type: 'servings.halve' }),
    canDouble: detail.can({ type: 'servings.double' }),
  };
}

/** The `?units=` of cook mode when the recipe page shows the amounts as written. */
export const asWrittenParam = 'as-written';

/**
 * Cook mode of a recipe, for the servings chosen here (`?servings=` only when scaled) and in the units shown here
 * (`?units=as-written` only when the member switched to the recipe as written).
 */
export function cookModePath(recipeId: string, servings: number | null, asWritten = false): string {
  const path = `/recipe/${encodeURIComponent(recipeId)}/cook`;
  const query = new URLSearchParams();
  if (servings !== null) query.set('servings', String(servings));
  if (asWritten) query.set('units', asWrittenParam);
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** What a recipe detail is drawn with besides the machines: the link component and the member's units. */
export type RecipeDetailOptions = {
  Link?: LinkComponent;
  /** The member's units; absent (a visitor), the recipe is shown as written. */
  units?: UnitSystem | undefined;
};

/** Null until the recipe has loaded (the skeleton shows) and when it could not be loaded. */
/**
 * The heart: while the like is on its way it is drawn as the member asked (a heart answers a tap at once); the
 * server's answer then stands, and a failure puts back what was (the machine says why).
 */
function likeOf(detail: RecipeDetailSnapshot, send: RecipeSends['detail']) {
  const { liked, likeCount } = detail.context.likes;
  const asking = detail.matches({ loaded: { like: 'toggling' } });
  return {
    liked: asking ? !liked : liked,
    count: asking ? Math.max(0, likeCount + (liked ? -1 : 1)) : likeCount,
    onToggle: () => send({ type: 'like.toggle' }),
  };
}

/** The days 'Plan it' offers: today, then the next two weeks. */
export function planDays(now: () => number) {
  const today = localToday(new Date(now()));
  return Array.from({ length: 15 }, (_, n) => {
    const day = addDays(today, n);
    return { day, label: n === 0 ? `Today, ${shortDayName(day)}` : shortDayName(day) };
  });
}

export function selectRecipeDetail(
  detail: RecipeDetailSnapshot,
  comments: CommentsSnapshot,
  send: RecipeSends,
  { Link, units }: RecipeDetailOptions = {},
): RecipeDetailProps | null {
  const { recipe } = detail.context;
  if (!recipe || !detail.matches('loaded')) return null;
  const c = comments.context;
  const asWritten = detail.matches({ loaded: { units: 'asWritten' } });
  return {
    recipe: toRecipeDetail(recipe),
    intolerances: detail.matches({ loaded: { intolerances: 'loading' } })
      ? { status: 'loading' }
      : { status: 'ready', contained: containedIntolerances(recipe, detail.context.intolerances) },
    like: likeOf(detail, send.detail),
    addToCookbook: {
      cookbooks: detail.context.cookbooks.map((cookbook) => ({ id: cookbook._id, title: cookbook.title })),
      selected: detail.context.selectedCookbook,
      busy: detail.matches({ loaded: { cookbook: 'adding' } }),
      onSelectedChange: ({ cookbookId }) => send.detail({ type: 'cookbook.select', cookbookId }),
      onAdd: () => send.detail({ type: 'cookbook.add' }),
    },
    share: {
      view: shareView(detail),
      friendsLoading: detail.matches({ loaded: { share: { friends: 'loading' } } }),
      friends: detail.context.friends.map(toFriendRow),
      onViewChange: ({ view }) => send.detail(shareEvents[view]),
      onCopyLink: () => send.detail({ type: 'share.copyLink' }),
      onShareToFriend: ({ friendId }) => send.detail({ type: 'friend.choose', friendId }),
    },
    nutrition: {
      expanded: detail.matches({ loaded: { nutrition: 'all' } }),
      onExpandedChange: ({ expanded }) =>
        send.detail({ type: expanded ? 'nutrition.showMore' : 'nutrition.showLess' }),
    },
    servings: servingsScaler(detail, send.detail),
    units: units && {
      units,
      showing: asWritten ? 'asWritten' : 'mine',
      onShowingChange: ({ showing }) =>
        send.detail({ type: showing === 'mine' ? 'units.showMine' : 'units.showAsWritten' }),
    },
    addToShoppingList: {
      servings: detail.context.servings,
      onAdd: () => send.detail({ type: 'shopping.add' }),
    },
    planIt: {
      open: detail.matches({ loaded: { planning: 'choosing' } }),
      onOpenChange: ({ open }) => send.detail({ type: open ? 'plan.open' : 'plan.close' }),
      ...detail.context.plan,
      days: planDays(detail.context.now),
      onChange: (change) => send.detail({ type: 'plan.change', ...change }),
      onConfirm: () => send.detail({ type: 'plan.confirm' }),
    },
    cookTo: cookModePath(recipe.id, detail.context.servings, units !== undefined && asWritten),
    comments: {
      status: commentsStatus(comments),
      comments: c.comments.map((comment) => ({
        id: comment._id,
        username: comment.username,
        text: comment.text,
        createdAt: comment.createdAt,
      })),
      visibleCount: c.visible,
      // The server's count, known before the comments are expanded (SPEC §4).
      count: c.count,
      authorUsername: recipe.owner?.username ?? null,
      posting: comments.hasTag('busy'),
      draft: c.draft,
      onDraftChange: ({ text }) => send.comments({ type: 'comment.change', text }),
      onExpand: () => send.comments({ type: 'comments.expand' }),
      onCollapse: () => send.comments({ type: 'comments.collapse' }),
      onLoadMore: () => send.comments({ type: 'comments.loadMore' }),
      onPost: () => send.comments({ type: 'comment.post' }),
      onRetry: () => send.comments({ type: 'comments.expand' }),
    },
    Link,
  };
}

/** /recipe/:id: the skeleton until the recipe has loaded, the failure when it could not be. */
export function selectRecipeScreen(
  recipe: { detail: RecipeDetailSnapshot; comments: CommentsSnapshot; send: RecipeSends } | null,
  links: RecipeDetailOptions = {},
): Omit<RecipeScreenProps, 'shell'> {
  return {
    detail: recipe ? selectRecipeDetail(recipe.detail, recipe.comments, recipe.send, links) : null,
    failed: recipe?.detail.matches('failed') ?? false,
  };
}
