export * from './admin.ts';
export * from './comments.ts';
export * from './common.ts';
export * from './cookbooks.ts';
export * from './members.ts';
export * from './provider.ts';
export * from './recipes.ts';
export * from './social.ts';
