// /profile/:username? (SPEC §2, §4, §8): the profile machine's snapshot, with the friend button (its child once
// the profile has loaded), as the ProfileScreen's props.
import { avatarUrl, messages } from '@potluck/domain';
import type { FriendRelation, LinkComponent, ProfileEdit, ProfileScreenProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { friendRelationMachine } from '../../machines/friendRelationMachine.ts';
import type { ProfileEvent, profileMachine } from '../../machines/profileMachine.ts';
import type { Profile, ProfileEdit as ProfileChanges } from '../../machines/support/records.ts';
import { toCookbookCard } from './cookbooksScreen.ts';
import { toRecipeCard } from './recipeCard.ts';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;
type RelationSnapshot = SnapshotFrom<typeof friendRelationMachine>;

/** The button the friend relation machine shows; a request just sent reads as an outgoing one. */
function shownRelation(relation: RelationSnapshot | undefined): FriendRelation {
  if (!relation) return 'none';
  if (relation.matches('requestSent') || relation.matches('outgoing')) return 'outgoing';
  if (relation.matches('self')) return 'self';
  if (relation.matches('friends')) return 'friends';
  if (relation.matches('incoming')) return 'incoming';
  return 'none';
}

/** The profile loaded with an incoming request, and the friend button has since accepted it. */
const acceptedHere = (profile: Profile, relation: RelationSnapshot | undefined) =>
  'relation' in profile && profile.relation === 'incoming' && !!relation?.matches('friends');

// The server keeps "no picture" as an empty string; the form speaks of no picture as null.
const toForm = (draft: ProfileChanges): ProfileEdit => ({
  ...draft,
  profilePic: draft.profilePic || null,
  coverImage: draft.coverImage || null,
});
function fromForm({ profilePic, coverImage, ...names }: Partial<ProfileEdit>): Partial<ProfileChanges> {
  return {
    ...names,
    ...(profilePic !== undefined && { profilePic: profilePic ?? '' }),
    ...(coverImage !== undefined && { coverImage: coverImage ?? '' }),
  };
}

export function selectProfileScreen(
  snapshot: ProfileSnapshot,
  send: (event: ProfileEvent) => void,
  { Link }: { Link?: LinkComponent } = {},
): Omit<ProfileScreenProps, 'shell'> {
  const { page, draft } = snapshot.context;
  if (snapshot.matches('failed')) return { profile: { status: 'error' } };
  if (!page || !snapshot.matches('loaded')) return { profile: { status: 'loading' } };
  const shown = page.profile;
  const relation = snapshot.children.friendRelation?.getSnapshot() as RelationSnapshot | undefined;
  const editing =
    snapshot.matches({ loaded: { mode: 'editing' } }) || snapshot.matches({ loaded: { mode: 'saving' } });
  return {
    profile: {
      status: 'ready',
      header: {
        profile: {
          username: shown.username,
          fName: shown.fName,
          lName: shown.lName,
          bio: shown.bio,
          profilePic: avatarUrl(shown.profilePic),
          coverImage: shown.coverImage || null,
          // A request accepted right here makes one friend more than the profile load counted.
          friendCount: shown.friends + (acceptedHere(shown, relation) ? 1 : 0),
        },
        relation: shownRelation(relation),
        editing,
        onEdit: () => send({ type: 'profile.edit' }),
        relationBusy: relation?.hasTag('busy') ?? false,
        onAcceptRequest: () => send({ type: 'request.accept' }),
        onDeclineRequest: () => send({ type: 'request.decline' }),
        onAddFriend: () => send({ type: 'friend.add' }),
        onShare: () => send({ type: 'profile.share' }),
      },
      edit:
        editing && draft
          ? {
              draft: toForm(draft),
              saving: snapshot.hasTag('busy'),
              pictureError: snapshot.matches({ loaded: { mode: { editing: 'pictureRejected' } } })
                ? messages.imageRejected
                : undefined,
              coverError: snapshot.matches({ loaded: { mode: { editing: 'coverRejected' } } })
                ? messages.imageRejected
                : undefined,
              saveError: snapshot.matches({ loaded: { mode: { editing: 'saveFailed' } } })
                ? (snapshot.context.saveError ?? messages.profileSaveFailed)
                : undefined,
              onDraftChange: (change) => send({ type: 'draft.change', change: fromForm(change) }),
              onSave: () => send({ type: 'profile.save' }),
              onCancel: () => send({ type: 'profile.cancel' }),
            }
          : undefined,
      tabs: {
        tab: snapshot.matches({ loaded: { tab: 'recipes' } }) ? 'recipes' : 'cookbooks',
        onTabChange: ({ tab }) => send({ type: 'tab.select', tab }),
        cookbooks: page.cookbooks.map(toCookbookCard),
        recipes: page.recipes.map(toRecipeCard),
        // The server hands the owner their private ones too; they are marked 'Private' on the owner's own page.
        own: !snapshot.context.username || ('relation' in shown && shown.relation === 'self'),
        Link,
      },
    },
  };
}
