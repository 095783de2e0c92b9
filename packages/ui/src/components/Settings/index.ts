export * from './SettingsForms.tsx';
export * from './SettingsLayout.tsx';
