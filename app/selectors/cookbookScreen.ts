// /cookbook/:id (SPEC §2, §4, §8): the cookbook detail machine's snapshot, with the invite dialog's search (its
// child while the dialog is open), as the CookbookScreen's props.
import type { CookbookScreenProps, InviteSearchState } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { CookbookDetailEvent, cookbookDetailMachine } from '../../machines/cookbookDetailMachine.ts';
import type { inviteSearchMachine } from '../../machines/inviteSearchMachine.ts';
import type { OpenedRecipe as RecipeMachines } from '../recipe/useRecipe.ts';
import { fullName } from './people.ts';
import { toVisibleRecipeCards } from './recipeCard.ts';
import type { RecipeDetailOptions } from './recipeDetail.ts';
import { selectRecipeModal } from './recipeModal.ts';

type CookbookSnapshot = SnapshotFrom<typeof cookbookDetailMachine>;
type InviteSnapshot = SnapshotFrom<typeof inviteSearchMachine>;

/** 'Searching…' while the pause runs and the call is out; nothing below two characters; else the results. */
function inviteSearch(invite: InviteSnapshot | undefined): InviteSearchState {
  if (!invite || invite.matches('idle')) return { status: 'idle' };
  if (invite.matches('waiting') || invite.matches('searching')) return { status: 'searching' };
  return {
    status: 'results',
    // Found by username, shown by name first (issue 39).
    users: invite.context.users.map((user) => {
      const name = fullName(user);
      return { id: user._id, username: user.username, name: name === user.username ? null : name };
    }),
  };
}

/** The recipe the modal shows, if one is open. */
export const openedRecipe = (snapshot: CookbookSnapshot) =>
  snapshot.matches({ loaded: { recipe: 'open' } }) ? snapshot.context.opened : null;

/** `recipe`: the machines of the recipe open in the modal, once they have started (app/recipe/useRecipe.ts). */
export function selectCookbookScreen(
  snapshot: CookbookSnapshot,
  send: (event: CookbookDetailEvent) => void,
  recipe: RecipeMachines | null,
  { Link, units }: RecipeDetailOptions = {},
): Omit<CookbookScreenProps, 'shell'> {
  const { cookbook, memberId } = snapshot.context;
  const recipes = toVisibleRecipeCards(cookbook?.recipeSummaries ?? []);
  const invite = snapshot.children.invite?.getSnapshot() as InviteSnapshot | undefined;
  return {
    detail: {
      status: snapshot.matches('loading') ? 'loading' : cookbook ? 'ready' : 'error',
      cookbook: cookbook && {
        title: cookbook.title,
        recipeCount: cookbook.recipes.length,
        owners: cookbook.ownerNames,
      },
      recipes,
      isOwner: cookbook?.owners.includes(memberId) ?? false,
      exporting: snapshot.matches({ loaded: { pdf: 'generating' } }),
      onOpenRecipe: ({ id }) =>
        send({ type: 'recipe.open', recipe: { id, title: recipes.find((card) => card.id === id)?.title } }),
      onRemoveRecipe: ({ id }) => send({ type: 'recipe.remove', recipeId: id }),
      onAddCollaborator: () => send({ type: 'invite.open' }),
      onDownloadPdf: () => send({ type: 'pdf.export' }),
      onAddAllToShoppingList: () => send({ type: 'shopping.addAll' }),
      Link,
    },
    invite: {
      open: snapshot.matches({ loaded: { invite: 'open' } }),
      onOpenChange: (open) => send({ type: open ? 'invite.open' : 'invite.close' }),
      query: invite?.context.query ?? '',
      onQueryChange: ({ query }) => send({ type: 'query.change', query }),
      search: inviteSearch(invite),
      invitingId: invite?.matches('inviting') ? invite.context.invitee : null,
      onInvite: ({ userId }) => send({ type: 'invite.send', userId }),
    },
    modal: selectRecipeModal(openedRecipe(snapshot), recipe, () => send({ type: 'recipe.close' }), {
      Link,
      units,
    }),
    confirmRemove: {
      open: snapshot.matches({ loaded: { recipes: 'confirmingRemove' } }),
      onOpenChange: (open) => {
        if (!open) send({ type: 'remove.cancel' });
      },
      onConfirm: () => send({ type: 'remove.confirm' }),
    },
  };
}
