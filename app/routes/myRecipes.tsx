// /add-recipe, 'Recipes': the member's own recipes (8 skeletons while loading), filtered by the top bar's
// 'Search Your Recipes...'; delete after confirming, privacy toggle, and the 'Create a New Recipe' modal.
import { CreateRecipeForm, Dialog, Fab, RecipeGrid } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createRecipeMachine, myRecipesMachine } from '../../machines/index.ts';
import { useNotices } from '../notices.ts';
import { RecipeModalHost } from '../recipe/RecipeModalHost.tsx';
import { client, env } from '../services.ts';
import styles from './pages.module.css';

export function Component() {
  const list = useActorRef(myRecipesMachine, { input: { client, confirm: env.confirm } });
  const create = useActorRef(createRecipeMachine, { input: { client } });
  useNotices(create);
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<{ id: string; title?: string } | null>(null);

  // A created recipe reloads the list (SPEC §4).
  useEffect(() => {
    const subscription = create.on('recipe.created', () => list.send({ type: 'recipes.reload' }));
    return () => subscription.unsubscribe();
  }, [create, list]);

  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const recipes = useSelector(list, (s) => s.context.recipes);
  const formOpen = useSelector(
    create,
    (s) => s.matches('editing') || s.matches('submitting') || s.matches('failed'),
  );
  const submitting = useSelector(create, (s) => s.hasTag('busy'));
  const query = (params.get('q') ?? '').trim().toLowerCase();
  const shown = recipes
    .filter((recipe) => recipe.title.toLowerCase().includes(query))
    .map((recipe) => ({
      id: recipe._id,
      title: recipe.title,
      image: recipe.image,
      isPublic: recipe.isPublic,
    }));

  return (
    <section className={styles.page} aria-labelledby="recipes-title">
      <header className={styles.header}>
        <h1 id="recipes-title" className={styles.title}>
          Recipes
        </h1>
      </header>
      <RecipeGrid
        label="My recipes"
        recipes={shown}
        status={loading ? 'loading' : 'complete'}
        skeletonCount={8}
        emptyMessage="No recipes created yet. Click + Add Recipe to create one."
        onOpen={({ id }) => setOpened({ id, title: shown.find((r) => r.id === id)?.title })}
        onDelete={({ id }) => list.send({ type: 'recipe.delete', id })}
        onTogglePrivacy={({ id }) => list.send({ type: 'recipe.togglePrivacy', id })}
      />
      <Fab
        aria-label="+ Add Recipe"
        className={styles.fab}
        onClick={() => create.send({ type: 'form.open' })}
      />
      <Dialog
        open={formOpen}
        onOpenChange={(open) => {
          if (!open) create.send({ type: 'form.close' });
        }}
        title="Create a New Recipe"
        size="lg"
      >
        <CreateRecipeForm
          submitting={submitting}
          onCancel={() => create.send({ type: 'form.close' })}
          onSubmit={(recipe) => create.send({ type: 'recipe.submit', recipe })}
        />
      </Dialog>
      <RecipeModalHost recipe={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
