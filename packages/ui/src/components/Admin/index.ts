export * from './AdminDashboard.tsx';
