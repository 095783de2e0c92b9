export * from './InviteCollaboratorDialog.tsx';
