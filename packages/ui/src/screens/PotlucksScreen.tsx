import {
  PotluckForm,
  type PotluckFormProps,
  PotluckList,
  type PotluckListProps,
} from '../components/Potluck/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export interface PotlucksScreenProps {
  shell: Shell;
  list: PotluckListProps;
  form: PotluckFormProps;
}

/** /potlucks: the potlucks the member hosts or is invited to, and "Host a potluck". */
export function PotlucksScreen({ shell, list, form }: PotlucksScreenProps) {
  return (
    <AppShell {...shell} title="Potlucks">
      <PotluckList {...list} />
      <PotluckForm {...form} />
    </AppShell>
  );
}
PotlucksScreen.displayName = 'PotlucksScreen';
