export * from './SegmentedControl.tsx';
