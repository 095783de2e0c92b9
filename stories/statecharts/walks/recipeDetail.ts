import type { recipeDetailMachine } from '../../../machines/recipeDetailMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { aRecipeView, someNutrients } from '../samples.ts';
import { ada, clipboard, cookbook, done, failed, id, noServer, said, type Walk } from './support.ts';

export const recipeDetailWalk: Walk<typeof recipeDetailMachine> = {
  input: {
    client: noServer,
    recipeId: '716429',
    memberId: id(9),
    ...clipboard,
    sessionStorage: memoryStorage(),
    now: () => Date.parse('2026-11-24T11:00:00'),
  },
  events: [
    said(
      'The recipe arrives (8 nutrition entries)',
      done('loadRecipe', aRecipeView({ title: 'Pasta', nutrients: someNutrients(8) })),
    ),
    said('Loading the recipe fails', failed('loadRecipe')),
    said('The member tries again', { type: 'recipe.reload' }),
    said(
      'The member’s intolerances arrive (dairy)',
      done('loadIntolerances', { _id: id(9), intolerances: ['dairy'] }),
    ),
    said('Loading the intolerances fails', failed('loadIntolerances')),
    said('The likes arrive (2)', done('loadLikes', { likeCount: 2, liked: false })),
    said('The member presses Like', { type: 'like.toggle' }),
    said('The server says liked (3)', done('toggleLike', { likeCount: 3, liked: true })),
    said('The member’s cookbooks arrive', done('loadCookbooks', [cookbook])),
    said('The member picks the cookbook “Soups”', { type: 'cookbook.select', cookbookId: id(3) }),
    said('The member presses Add', { type: 'cookbook.add' }),
    said('The server adds it', done('addToCookbook')),
    said('The server says it is already there', failed('addToCookbook', 'Recipe already in the cookbook')),
    said('The member presses Share', { type: 'share.open' }),
    said('The member dismisses the menu', { type: 'share.close' }),
    said('The member chooses Copy Link', { type: 'share.copyLink' }),
    said('The link is copied', done('copyLink')),
    said('The member chooses Friends', { type: 'share.friends' }),
    said('The friends arrive (Ada)', done('loadFriends', [ada])),
    said('The member picks Ada', { type: 'friend.choose', friendId: ada._id }),
    said('The member presses Show More', { type: 'nutrition.showMore' }),
    said('The member presses Show Less', { type: 'nutrition.showLess' }),
    said('The member doubles the servings (×2)', { type: 'servings.double' }),
    said('The member halves the servings (×½)', { type: 'servings.halve' }),
    said('The member steps the servings to 3', { type: 'servings.change', servings: 3 }),
    said('The member goes back to the servings as written', { type: 'servings.reset' }),
    said('The member reads the amounts as written', { type: 'units.showAsWritten' }),
    said('The member reads the amounts in their units', { type: 'units.showMine' }),
    said('The member presses Add to shopping list', { type: 'shopping.add' }),
    said('The member presses Plan it', { type: 'plan.open' }),
    said('The member chooses lunch', { type: 'plan.change', meal: 'lunch' }),
    said('The member presses Add to plan', { type: 'plan.confirm' }),
    said('The member closes Plan it', { type: 'plan.close' }),
    said('The ingredients are on the list', done('addToShoppingList')),
  ],
  distinguish: (context) => context.selectedCookbook,
};
