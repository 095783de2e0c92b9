export * from './Skeleton.tsx';
