// /: the discovery grid. The search text and filter come from the top bar through the query string; cards
// open the recipe in a modal; scrolling near the bottom asks for the next page.
import type { RecipeFilter } from '@potluck/domain';
import { RecipeGrid, type RecipeGridStatus } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { discoveryMachine } from '../../machines/index.ts';
import { RecipeModalHost } from '../recipe/RecipeModalHost.tsx';
import { client, env } from '../services.ts';
import styles from './pages.module.css';

const filterKeys = ['type', 'cuisine', 'diet', 'intolerances'] as const;

/** The filter lists as one string, so an unchanged filter keeps its identity across renders. */
function filterFrom(key: string): RecipeFilter {
  const values = key.split('|');
  const filter: RecipeFilter = {};
  filterKeys.forEach((name, index) => {
    if (values[index]) filter[name] = values[index];
  });
  return filter;
}

export function Component() {
  const [params] = useSearchParams();
  const query = params.get('query') ?? '';
  const filterKey = filterKeys.map((name) => params.get(name) ?? '').join('|');
  const filter = useMemo(() => filterFrom(filterKey), [filterKey]);
  const discovery = useActorRef(discoveryMachine, {
    input: { client, sessionStorage: env.sessionStorage, now: env.now, random: env.random, query, filter },
  });
  const [opened, setOpened] = useState<{ id: string; title?: string } | null>(null);

  // A new text or filter starts over, after a short pause so typing does not fire a search per key.
  useEffect(() => {
    const { context } = discovery.getSnapshot();
    if (context.query === query && JSON.stringify(context.filter) === JSON.stringify(filter)) return;
    const timer = setTimeout(() => discovery.send({ type: 'search.change', query, filter }), 300);
    return () => clearTimeout(timer);
  }, [discovery, query, filter]);

  const snapshot = useSelector(discovery, (s) => s);
  const status: RecipeGridStatus = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadingMore')
      ? 'loadingMore'
      : snapshot.matches('browsing')
        ? 'ready'
        : 'complete';
  const cards = snapshot.context.cards.map((card) => ({
    id: String(card.id),
    title: card.title,
    image: card.image,
  }));

  return (
    <section className={styles.page} aria-labelledby="browse-title">
      <h1 id="browse-title" className={styles.visuallyHidden}>
        Browse recipes
      </h1>
      <RecipeGrid
        recipes={cards}
        status={status}
        onLoadMore={() => discovery.send({ type: 'page.next' })}
        onOpen={({ id }) => setOpened({ id, title: cards.find((c) => c.id === id)?.title })}
      />
      <RecipeModalHost recipe={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
