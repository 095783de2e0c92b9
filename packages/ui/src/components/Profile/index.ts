export * from './ProfileEditForm.tsx';
export * from './ProfileHeader.tsx';
export * from './ProfileTabs.tsx';
