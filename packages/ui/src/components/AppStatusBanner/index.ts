export * from './AppStatusBanner.tsx';
