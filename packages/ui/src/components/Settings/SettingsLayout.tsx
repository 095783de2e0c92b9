import { Tabs } from '../../primitives/Tabs/index.ts';
import styles from './Settings.module.css';
import {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  ChangeUsernameForm,
  type ChangeUsernameFormProps,
  ChooseUnitsForm,
  type ChooseUnitsFormProps,
  ManageFriends,
  type ManageFriendsProps,
  UpdateAllergiesForm,
  type UpdateAllergiesFormProps,
} from './SettingsForms.tsx';

export const settingsTabs = ['username', 'password', 'friends', 'intolerances', 'units'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export interface SettingsLayoutProps {
  /** From the query parameter `tab` (the app maps manageFriends and unknown values). */
  tab: SettingsTab;
  onTabChange: (event: { tab: SettingsTab }) => void;
  username: ChangeUsernameFormProps;
  password: ChangePasswordFormProps;
  friends: ManageFriendsProps;
  allergies: UpdateAllergiesFormProps;
  units: ChooseUnitsFormProps;
}

/** Settings: a sidebar of five sections, each with its form. */
export function SettingsLayout({
  tab,
  onTabChange,
  username,
  password,
  friends,
  allergies,
  units,
}: SettingsLayoutProps) {
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        Settings
      </h1>
      <Tabs<SettingsTab>
        label="Settings"
        orientation="vertical"
        value={tab}
        onValueChange={(next) => onTabChange({ tab: next })}
        tabs={[
          { value: 'username', label: 'Change Username', content: <ChangeUsernameForm {...username} /> },
          { value: 'password', label: 'Change Password', content: <ChangePasswordForm {...password} /> },
          { value: 'friends', label: 'Manage Friends', content: <ManageFriends {...friends} /> },
          {
            value: 'intolerances',
            label: 'Update Allergies',
            content: <UpdateAllergiesForm {...allergies} />,
          },
          { value: 'units', label: 'Units', content: <ChooseUnitsForm {...units} /> },
        ]}
      />
    </section>
  );
}
SettingsLayout.displayName = 'SettingsLayout';
