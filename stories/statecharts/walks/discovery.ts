import type { discoveryMachine } from '../../../machines/discoveryMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { card, done, env, failed, noServer, type Walk } from './support.ts';

export const discoveryWalk: Walk<typeof discoveryMachine> = {
  input: { client: noServer, sessionStorage: memoryStorage(), ...env, query: '', filter: {} },
  events: [
    done('loadFirstPage', { publicRecipes: [card(1, 'member')], external: [card(2, 'external')] }),
    done('loadFirstPage', { publicRecipes: [card(1, 'member')], external: [] }),
    done('loadFirstPage', { publicRecipes: [], external: [] }),
    failed('loadFirstPage'),
    { type: 'page.next' },
    done('loadNextPage', [card(3, 'external')]),
    done('loadNextPage', []),
    { type: 'search.change', query: 'soup', filter: { diet: 'vegan' } },
  ],
};
