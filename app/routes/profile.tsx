// /profile/:username?: the design system's profile header (cover, picture, name, bio, friend count, Share,
// the friend button or Edit Profile), its edit form, and tabs of public cookbooks and recipes (SPEC §2, §4).
import type { Relation } from '@potluck/contract';
import { avatarUrl, coverImageUrl } from '@potluck/domain';
import {
  EmptyState,
  type FriendRelation,
  ProfileEditForm,
  ProfileHeader,
  ProfileTabs,
  Skeleton,
} from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { friendRelationMachine, profileMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../notices.ts';
import { client, env, profileClient } from '../services.ts';
import { useMember } from '../shell/AppActors.tsx';
import styles from './pages.module.css';

/** The friend button's state, from the friend relation machine (a request just sent reads as outgoing). */
function useFriendRelation(profileId: string, relation: Relation) {
  const { member } = useMember();
  const actor = useActorRef(friendRelationMachine, { input: { client, memberId: member.id, profileId } });
  useNotices(actor);
  useEffect(() => actor.send({ type: 'relation.known', relation }), [actor, relation]);
  const shown = useSelector(actor, (s): FriendRelation => {
    if (s.matches('requestSent') || s.matches('outgoing')) return 'outgoing';
    if (s.matches('self') || s.matches('friends') || s.matches('incoming')) return s.value as FriendRelation;
    return 'none';
  });
  return { shown, addFriend: () => actor.send({ type: 'friend.add' }) };
}

function LoadedProfile({
  profile,
  page,
}: {
  profile: ReturnType<typeof useProfileActor>;
  page: NonNullable<Page>;
}) {
  const { notifications } = useMember();
  const shown = page.profile;
  const relation = 'relation' in shown ? shown.relation : 'self';
  const friend = useFriendRelation(shown._id, relation);
  const s = useSelector(profile, (snapshot) => snapshot);
  const editing = s.matches({ loaded: { mode: 'editing' } }) || s.matches({ loaded: { mode: 'saving' } });
  return (
    <article className={styles.page} aria-label={`@${shown.username}`}>
      <ProfileHeader
        profile={{
          username: shown.username,
          fName: shown.fName,
          lName: shown.lName,
          bio: shown.bio,
          profilePic: avatarUrl(shown.profilePic),
          coverImage: shown.coverImage || null,
          friendCount: shown.friends,
        }}
        relation={friend.shown}
        onEdit={() => profile.send({ type: 'profile.edit' })}
        onAcceptRequest={() => notifications.send({ type: 'panel.open' })}
        onAddFriend={friend.addFriend}
        onShare={() => profile.send({ type: 'profile.share' })}
      />
      {editing && (
        <ProfileEditForm
          initial={{
            fName: shown.fName,
            lName: shown.lName,
            bio: shown.bio,
            profilePic: shown.profilePic || null,
            coverImage: shown.coverImage || null,
          }}
          saving={s.hasTag('busy')}
          onSave={(changes) =>
            profile.send({
              type: 'profile.save',
              changes: {
                ...changes,
                profilePic: changes.profilePic ?? '',
                coverImage: changes.coverImage ?? '',
              },
            })
          }
          onCancel={() => profile.send({ type: 'profile.cancel' })}
        />
      )}
      <ProfileTabs
        Link={RouterLink}
        cookbooks={page.cookbooks.map((cookbook) => ({
          id: cookbook._id,
          title: cookbook.title,
          coverUrl: coverImageUrl(cookbook.coverImage),
          isPublic: cookbook.isPublic,
        }))}
        recipes={page.recipes.map((recipe) => ({ id: recipe._id, title: recipe.title, image: recipe.image }))}
      />
    </article>
  );
}

type Page = ReturnType<ReturnType<typeof useProfileActor>['getSnapshot']>['context']['page'];

function useProfileActor(username: string | undefined) {
  return useActorRef(profileMachine, {
    input: {
      client: profileClient,
      username,
      hasToken: !!env.localStorage.getItem('token'),
      origin: env.origin,
      writeClipboard: env.writeClipboard,
    },
  });
}

function ProfilePage({ username }: { username?: string }) {
  const profile = useProfileActor(username);
  useNotices(profile);
  const failed = useSelector(profile, (s) => (s.matches('failed') ? s.context.error : null));
  const page = useSelector(profile, (s) => s.context.page);
  if (failed) return <EmptyState tone="error" message={failed} />;
  if (!page) {
    return (
      <div className={styles.page} role="status" aria-label="Loading profile">
        <Skeleton shape="image" />
        <Skeleton shape="title" />
      </div>
    );
  }
  return <LoadedProfile profile={profile} page={page} />;
}

export function Component() {
  const { username } = useParams();
  return <ProfilePage key={username ?? ''} username={username} />;
}
