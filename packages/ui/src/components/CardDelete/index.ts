export * from './CardActions.tsx';
export * from './CardDelete.tsx';
