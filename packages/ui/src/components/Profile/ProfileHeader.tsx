import { Check, Plus, Share2, UserCheck } from 'lucide-react';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import styles from './Profile.module.css';

export interface ProfileData {
  username: string;
  fName: string;
  lName: string;
  bio: string;
  /** Picture and cover as URLs (or data URLs). */
  profilePic?: string | null | undefined;
  coverImage?: string | null | undefined;
  friendCount: number;
}

/** How the viewer relates to this profile (SPEC §4): it decides the button. */
export const friendRelations = ['self', 'friends', 'incoming', 'outgoing', 'none'] as const;
export type FriendRelation = (typeof friendRelations)[number];

export interface ProfileHeaderProps {
  profile: ProfileData;
  relation: FriendRelation;
  onEdit: () => void;
  /** Incoming request: accepts it right here. */
  onAcceptRequest: () => void;
  /** Incoming request: declines it right here. */
  onDeclineRequest: () => void;
  /** An answer or a request is on its way: the relation's buttons wait. */
  relationBusy?: boolean | undefined;
  onAddFriend: () => void;
  onShare: () => void;
  /** 'Profile link copied!' after Share. */
  shareMessage?: string | null | undefined;
  /** The owner is editing: the form below holds the bio and Save/Cancel, so 'Edit Profile' and the bio step aside. */
  editing?: boolean | undefined;
}

function RelationButton({
  relation,
  onEdit,
  onAcceptRequest,
  onDeclineRequest,
  onAddFriend,
  relationBusy,
}: Omit<ProfileHeaderProps, 'profile' | 'onShare' | 'editing'>) {
  switch (relation) {
    case 'self':
      return <Button onClick={() => onEdit()}>Edit Profile</Button>;
    case 'friends':
      return (
        <Button variant="secondary" disabled>
          <UserCheck aria-hidden="true" />
          Friends ✓
        </Button>
      );
    case 'incoming':
      return (
        <>
          <Button onClick={() => onAcceptRequest()} disabled={relationBusy}>
            <UserCheck aria-hidden="true" />
            Accept Request
          </Button>
          <Button variant="secondary" onClick={() => onDeclineRequest()} disabled={relationBusy}>
            Decline
          </Button>
        </>
      );
    case 'outgoing':
      return (
        <Button variant="secondary" disabled>
          <Check aria-hidden="true" />
          Request Sent ✓
        </Button>
      );
    case 'none':
      return (
        <Button onClick={() => onAddFriend()} disabled={relationBusy}>
          Add Friend <Plus aria-hidden="true" />
        </Button>
      );
  }
}

/** Cover, picture, names, bio (two lines), friend count, share and the relation button. */
export function ProfileHeader({
  profile,
  shareMessage,
  onShare,
  editing = false,
  ...relationProps
}: ProfileHeaderProps) {
  const fullName = `${profile.fName} ${profile.lName}`.trim();
  return (
    <header className={styles.header}>
      <div className={styles.cover}>
        {profile.coverImage && <img src={profile.coverImage} alt="" className={styles.coverImage} />}
      </div>
      <div className={styles.identity}>
        <Avatar src={profile.profilePic} name={`${fullName || profile.username}’s picture`} size="lg" />
        <div className={styles.names}>
          <h1 className={styles.name}>{fullName || profile.username}</h1>
          <p className={styles.username}>@{profile.username}</p>
          <p className={styles.friendCount}>
            {profile.friendCount} {profile.friendCount === 1 ? 'friend' : 'friends'}
          </p>
        </div>
        <div className={styles.buttons}>
          {!editing && <RelationButton {...relationProps} />}
          <Button variant="secondary" onClick={() => onShare()}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
        </div>
      </div>
      {profile.bio && !editing && <p className={styles.bio}>{profile.bio}</p>}
      <p role="status" className={styles.shareMessage}>
        {shareMessage}
      </p>
    </header>
  );
}
ProfileHeader.displayName = 'ProfileHeader';
