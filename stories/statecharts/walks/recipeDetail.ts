import type { recipeDetailMachine } from '../../../machines/recipeDetailMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { ada, clipboard, cookbook, done, failed, id, noServer, type Walk } from './support.ts';

export const recipeDetailWalk: Walk<typeof recipeDetailMachine> = {
  input: {
    client: noServer,
    recipeId: '716429',
    ...clipboard,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
  },
  events: [
    done('loadRecipe', {
      title: 'Pasta',
      nutrients: Array.from({ length: 8 }, (_, i) => ({ name: `n${i}`, amount: i, unit: 'g' })),
    }),
    failed('loadRecipe'),
    { type: 'recipe.reload' },
    done('loadIntolerances', { _id: id(9), intolerances: ['dairy'] }),
    failed('loadIntolerances'),
    done('loadLikes', { likeCount: 2, liked: false }),
    { type: 'like.toggle' },
    done('toggleLike', { likeCount: 3, liked: true }),
    done('loadCookbooks', [cookbook]),
    { type: 'cookbook.select', cookbookId: id(3) },
    { type: 'cookbook.add' },
    done('addToCookbook'),
    failed('addToCookbook', 'Recipe already in the cookbook'),
    { type: 'share.open' },
    { type: 'share.close' },
    { type: 'share.copyLink' },
    done('copyLink'),
    { type: 'share.friends' },
    done('loadFriends', [ada]),
    { type: 'friend.choose', friendId: ada._id },
    { type: 'nutrition.showMore' },
    { type: 'nutrition.showLess' },
  ],
  distinguish: (context) => context.selectedCookbook,
};
