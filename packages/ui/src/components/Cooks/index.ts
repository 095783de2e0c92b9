export * from './CookList.tsx';
export * from './CookLogDialog.tsx';
export * from './RatingStars.tsx';
export * from './RecipeCooks.tsx';
export type * from './types.ts';
