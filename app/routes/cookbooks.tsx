// /cookbook: the member's cookbooks (8 placeholders while loading), privacy and delete on each card, and the
// 'Create a New Cookbook' dialog behind the floating add button.
import { coverImageUrl } from '@potluck/domain';
import { CookbookGrid, CreateCookbookDialog, Fab } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { cookbooksMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { client, env } from '../services.ts';
import styles from './pages.module.css';

export function Component() {
  const cookbooks = useActorRef(cookbooksMachine, { input: { client, confirm: env.confirm } });
  const loading = useSelector(cookbooks, (s) => s.hasTag('loading'));
  const list = useSelector(cookbooks, (s) => s.context.cookbooks);
  const dialogOpen = useSelector(cookbooks, (s) => s.matches({ ready: 'creating' }));
  const saving = useSelector(cookbooks, (s) => s.matches({ ready: { creating: 'saving' } }));

  return (
    <section className={styles.page} aria-labelledby="cookbooks-title">
      <header className={styles.header}>
        <h1 id="cookbooks-title" className={styles.title}>
          Cookbooks
        </h1>
      </header>
      <CookbookGrid
        status={loading ? 'loading' : 'ready'}
        cookbooks={list.map((cookbook) => ({
          id: cookbook._id,
          title: cookbook.title,
          coverUrl: coverImageUrl(cookbook.coverImage),
          isPublic: cookbook.isPublic,
        }))}
        Link={RouterLink}
        onDelete={({ id }) => cookbooks.send({ type: 'cookbook.delete', id })}
        onTogglePrivacy={({ id }) => cookbooks.send({ type: 'cookbook.togglePrivacy', id })}
      />
      <Fab
        aria-label="Create cookbook"
        className={styles.fab}
        onClick={() => cookbooks.send({ type: 'dialog.open' })}
      />
      <CreateCookbookDialog
        open={dialogOpen}
        busy={saving}
        onOpenChange={(open) => cookbooks.send({ type: open ? 'dialog.open' : 'dialog.close' })}
        onCreate={(cookbook) => {
          cookbooks.send({ type: 'draft.change', ...cookbook });
          cookbooks.send({ type: 'cookbook.create' });
        }}
      />
    </section>
  );
}
