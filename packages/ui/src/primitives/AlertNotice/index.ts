export * from './AlertNotice.tsx';
export * from './LazyAlertNotice.tsx';
