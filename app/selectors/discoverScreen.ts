// / when logged in (SPEC §2, §4, §9): the discovery machine's grid and opened recipe as the DiscoverScreen's
// props. The search text and filter arrive from the top bar through the query string.
import type { RecipeFilter } from '@potluck/domain';
import type { DiscoverScreenProps, RecipeGridStatus } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { DiscoveryEvent, discoveryMachine } from '../../machines/discoveryMachine.ts';
import type { OpenedRecipe } from '../recipe/useRecipe.ts';
import { handlersOf } from './handlers.ts';
import { toRecipeCard } from './recipeCard.ts';
import type { RecipeDetailOptions } from './recipeDetail.ts';
import { selectRecipeModal } from './recipeModal.ts';

type DiscoverySnapshot = SnapshotFrom<typeof discoveryMachine>;

const filterKeys = ['type', 'cuisine', 'diet', 'intolerances'] as const;

/** The top bar's search as the address says it: `?query=…&type=…&cuisine=…&diet=…&intolerances=…`. */
export function searchFromParams(params: URLSearchParams): { query: string; filter: RecipeFilter } {
  const filter: RecipeFilter = {};
  for (const name of filterKeys) {
    const value = params.get(name);
    if (value) filter[name] = value;
  }
  return { query: params.get('query') ?? '', filter };
}

function gridStatus(snapshot: DiscoverySnapshot): RecipeGridStatus {
  if (snapshot.matches({ grid: 'loadingMore' })) return 'loadingMore';
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.matches({ grid: 'browsing' })) return 'ready';
  return 'complete';
}

const gridHandlers = (send: (event: DiscoveryEvent) => void) => ({
  onLoadMore: () => send({ type: 'page.next' }),
  onOpen: ({ id }: { id: string }) => send({ type: 'recipe.open', id }),
});

export function selectDiscoverScreen(
  snapshot: DiscoverySnapshot,
  send: (event: DiscoveryEvent) => void,
  recipe: OpenedRecipe | null,
  { Link, units }: RecipeDetailOptions = {},
): Omit<DiscoverScreenProps, 'shell'> {
  const recipes = snapshot.context.cards.map(toRecipeCard);
  const close = () => send({ type: 'recipe.close' });
  return {
    grid: {
      recipes,
      status: gridStatus(snapshot),
      ...handlersOf(send, gridHandlers),
    },
    onClearSearch: snapshot.can({ type: 'search.clear' }) ? () => send({ type: 'search.clear' }) : undefined,
    modal: selectRecipeModal(
      snapshot.matches({ recipe: 'open' }) ? snapshot.context.opened : null,
      recipe,
      close,
      { Link, units },
    ),
  };
}
