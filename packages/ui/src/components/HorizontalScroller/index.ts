export * from './HorizontalScroller.tsx';
