import type { discoveryMachine } from '../../../machines/discoveryMachine.ts';
import { card, done, elapsed, env, failed, noServer, said, type Walk } from './support.ts';

export const discoveryWalk: Walk<typeof discoveryMachine> = {
  input: { client: noServer, random: env.random, query: '', filter: {} },
  events: [
    said(
      'Page 1 arrives (a member recipe and a provider recipe)',
      done('loadFirstPage', { publicRecipes: [card(1, 'member')], external: [card(2, 'external')] }),
    ),
    said(
      'Page 1 arrives with member recipes only',
      done('loadFirstPage', { publicRecipes: [card(1, 'member')], external: [] }),
    ),
    said('Nothing is found', done('loadFirstPage', { publicRecipes: [], external: [] })),
    said('Loading page 1 fails', failed('loadFirstPage')),
    said('The member scrolls to the bottom', { type: 'page.next' }),
    said('The next page arrives', done('loadNextPage', [card(3, 'external')])),
    said('The next page is empty', done('loadNextPage', [])),
    said('The member searches “soup”, vegan', {
      type: 'search.change',
      query: 'soup',
      filter: { diet: 'vegan' },
    }),
    said('300 ms pass without typing', elapsed('searchPause', 'discovery.grid.pausing')),
    said('The member presses Clear search and filters', { type: 'search.clear' }),
    said('The member opens a card', { type: 'recipe.open', id: '716429', title: 'Pasta' }),
    said('The member closes the recipe', { type: 'recipe.close' }),
  ],
  distinguish: (context) => [context.query, context.filter],
};
