// The eight regions a loaded recipe runs side by side (recipeDetailMachine.ts puts them together), each a small
// statechart of its own: the member's intolerances, the like, add to cookbook, the share menu, nutrition, the units
// the amounts are shown in, 'Plan it' and the servings scaler. Their actors, actions and guards are in setup.ts.
import { errorOf } from '../support/errors.ts';
import { loadingFriends } from '../support/friendList.ts';
import type { RecipeDetailContext } from './events.ts';
import { recipeDetailSetup, recipeLink } from './setup.ts';

export const intolerances = recipeDetailSetup.createStateConfig({
  initial: 'loading',
  states: {
    /** 'Loading intolerances…'. */
    loading: {
      invoke: {
        id: 'loadIntolerances',
        src: 'loadIntolerances',
        input: ({ context }) => ({ client: context.client }),
        onDone: {
          target: 'ready',
          actions: { type: 'setIntolerances', params: ({ event }) => event.output },
        },
        onError: { target: 'unavailable' },
      },
    },
    ready: {},
    unavailable: {},
  },
});

export const like = recipeDetailSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLikes',
        src: 'loadLikes',
        input: ({ context }) => ({ client: context.client, id: context.recipeId }),
        onDone: { target: 'ready', actions: { type: 'setLikes', params: ({ event }) => event.output } },
        onError: { target: 'ready' },
      },
    },
    ready: { on: { 'like.toggle': 'toggling' } },
    toggling: {
      tags: ['busy'],
      invoke: {
        id: 'toggleLike',
        src: 'toggleLike',
        input: ({ context }) => ({ client: context.client, id: context.recipeId }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'setLikes', params: ({ event }) => event.output }, 'tellLiked'],
        },
        // The heart goes back to what it was (the screen drew it toggled while asking), and says why.
        onError: { target: 'ready', actions: 'alertLikeFailed' },
      },
    },
  },
});

export const cookbook = recipeDetailSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCookbooks',
        src: 'loadCookbooks',
        input: ({ context }) => ({ client: context.client }),
        onDone: { target: 'ready', actions: { type: 'setCookbooks', params: ({ event }) => event.output } },
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: {
        'cookbook.select': { actions: 'selectCookbook' },
        'cookbook.add': [{ guard: 'hasSelection', target: 'adding' }, { actions: 'alertSelectCookbook' }],
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addToCookbook',
        src: 'addToCookbook',
        input: ({ context }) => ({
          client: context.client,
          cookbookId: context.selectedCookbook ?? '',
          recipeId: context.recipeId,
        }),
        // (The client forgets its copy of that cookbook: its page shows the recipe next time, SPEC §4.)
        onDone: { target: 'ready', actions: 'resetSelection' },
        onError: {
          target: 'ready',
          actions: [{ type: 'alertAddFailed', params: errorOf }, 'resetSelection'],
        },
      },
    },
  },
});

/** The share menu (Copy Link, Friends) and the friend picker; the component only draws them. */
export const share = recipeDetailSetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: { on: { 'share.open': 'menu' } },
    menu: {
      on: { 'share.close': 'closed', 'share.copyLink': 'copying', 'share.friends': 'friends' },
    },
    copying: {
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ context }) => ({ writeClipboard: context.writeClipboard, link: recipeLink(context) }),
        onDone: { target: 'closed', actions: 'alertCopied' },
        onError: { target: 'closed' },
      },
    },
    friends: {
      initial: 'loading',
      on: { 'share.close': 'closed' },
      states: {
        loading: loadingFriends({
          memberId: (context: RecipeDetailContext) => context.memberId,
          next: 'picking',
          failed: [],
        }),
        picking: {
          on: {
            'friend.choose': {
              target: '#recipeDetail.loaded.share.closed',
              actions: ['chooseFriend', 'storeLink', 'openChat'],
            },
          },
        },
      },
    },
  },
});

export const nutrition = recipeDetailSetup.createStateConfig({
  initial: 'firstSix',
  states: {
    firstSix: { on: { 'nutrition.showMore': { guard: 'hasMoreNutrients', target: 'all' } } },
    all: { on: { 'nutrition.showLess': 'firstSix' } },
  },
});

/**
 * Which units the amounts and temperatures are shown in: the member's system (metric or US customary, from
 * their settings) unless they switched to the recipe as written. The screen converts the lines.
 */
export const units = recipeDetailSetup.createStateConfig({
  initial: 'mine',
  states: {
    mine: { on: { 'units.showAsWritten': 'asWritten' } },
    asWritten: { on: { 'units.showMine': 'mine' } },
  },
});

/** 'Plan it': a small popover to choose the day, the meal and the servings; the plan's machine adds it. */
export const planning = recipeDetailSetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: { on: { 'plan.open': { target: 'choosing', actions: 'startPlan' } } },
    choosing: {
      on: {
        'plan.change': { actions: 'changePlan' },
        'plan.confirm': { target: 'closed', actions: 'planRecipe' },
        'plan.close': 'closed',
      },
    },
  },
});

/** The servings scaler: every amount is scaled by chosen ÷ written servings (the screen draws the lines). */
export const servings = recipeDetailSetup.createStateConfig({
  initial: 'asWritten',
  on: {
    'servings.change': [
      { guard: 'isWrittenServings', target: '.asWritten', actions: 'forgetServings' },
      { guard: 'isServingsChoice', target: '.scaled', actions: 'chooseServings' },
    ],
    'servings.halve': [
      { guard: 'isWrittenServings', target: '.asWritten', actions: 'forgetServings' },
      { guard: 'isServingsChoice', target: '.scaled', actions: 'chooseServings' },
    ],
    'servings.double': [
      { guard: 'isWrittenServings', target: '.asWritten', actions: 'forgetServings' },
      { guard: 'isServingsChoice', target: '.scaled', actions: 'chooseServings' },
    ],
  },
  states: {
    asWritten: {},
    scaled: { on: { 'servings.reset': { target: 'asWritten', actions: 'forgetServings' } } },
  },
});
