// /cookbook/:id: title, recipe count, owners; owners add collaborators, download the PDF and remove recipes.
import { CookbookDetail, InviteCollaboratorDialog } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { cookbookDetailMachine, inviteSearchMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../notices.ts';
import { cookbookPdfExporter } from '../pdf/exportCookbookPdf.ts';
import { RecipeModalHost } from '../recipe/RecipeModalHost.tsx';
import { client, env } from '../services.ts';
import { useMember } from '../shell/AppActors.tsx';

const exportPdf = cookbookPdfExporter(client, env.origin);

function InviteDialog({
  cookbookId,
  onClose,
  onAdded,
}: {
  cookbookId: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { member } = useMember();
  const invite = useActorRef(inviteSearchMachine, {
    input: { client, cookbookId, currentUsername: member.username },
  });
  useNotices(invite);
  useEffect(() => {
    const subscription = invite.on('collaborator.added', onAdded);
    return () => subscription.unsubscribe();
  }, [invite, onAdded]);
  const s = useSelector(invite, (snapshot) => snapshot);
  const users = s.context.users.map((user) => ({ id: user._id, username: user.username }));
  return (
    <InviteCollaboratorDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      query={s.context.query}
      onQueryChange={({ query }) => invite.send({ type: 'query.change', query })}
      search={
        s.matches('searching') || s.matches('waiting')
          ? { status: 'searching' }
          : s.matches('idle')
            ? { status: 'idle' }
            : { status: 'results', users }
      }
      invitingId={s.matches('inviting') ? s.context.invitee : null}
      onInvite={({ userId }) => invite.send({ type: 'invite.send', userId })}
    />
  );
}

function CookbookPage({ cookbookId }: { cookbookId: string }) {
  const { member } = useMember();
  const detail = useActorRef(cookbookDetailMachine, {
    input: {
      client,
      cookbookId,
      memberId: member.id,
      localStorage: env.localStorage,
      now: env.now,
      confirm: env.confirm,
      exportPdf,
    },
  });
  useNotices(detail);
  const [inviting, setInviting] = useState(false);
  const [opened, setOpened] = useState<{ id: string; title?: string } | null>(null);
  const s = useSelector(detail, (snapshot) => snapshot);
  const cookbook = s.context.cookbook;

  const isOwner = cookbook?.owners.includes(member.id) ?? false;
  const cards = (cookbook?.recipeSummaries ?? [])
    // A provider recipe the server no longer knows has no title: it cannot be shown (SPEC: no visible recipes).
    .filter((summary) => summary.title !== null)
    .map((summary) => ({
      id: summary.id,
      title: summary.title ?? '',
      image: summary.image,
      readyInMinutes: summary.readyInMinutes,
      servings: summary.servings,
    }));

  return (
    <>
      <CookbookDetail
        status={s.matches('loading') ? 'loading' : cookbook ? 'ready' : 'error'}
        cookbook={
          cookbook && {
            title: cookbook.title,
            recipeCount: cookbook.recipes.length,
            owners: cookbook.ownerNames,
          }
        }
        recipes={cards}
        isOwner={isOwner}
        exporting={s.matches({ loaded: { pdf: 'generating' } })}
        onOpenRecipe={({ id }) => setOpened({ id, title: cards.find((c) => c.id === id)?.title })}
        onRemoveRecipe={({ id }) => detail.send({ type: 'recipe.remove', recipeId: id })}
        onAddCollaborator={() => setInviting(true)}
        onDownloadPdf={() => detail.send({ type: 'pdf.export' })}
        Link={RouterLink}
      />
      {inviting && (
        <InviteDialog
          cookbookId={cookbookId}
          onClose={() => setInviting(false)}
          onAdded={() => {
            // The page refreshes with the new owner; the dialog has done its job.
            setInviting(false);
            detail.send({ type: 'collaborator.added' });
          }}
        />
      )}
      <RecipeModalHost recipe={opened} onClose={() => setOpened(null)} />
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return <CookbookPage key={id} cookbookId={id} />;
}
