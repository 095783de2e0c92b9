// /settings?tab=…: the settings machine drawn as the design system's SettingsScreen. The machine owns the tab;
// the address follows it, so a reload or a shared link opens the same tab. Units saved there are handed to the
// session.
import { unitSystemForLocale } from '@potluck/domain';
import { SettingsScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { settingsMachine, tabFromQuery } from '../../machines/index.ts';
import { useNotices } from '../noticeForwarding.ts';
import { selectSettingsScreen, shownTab } from '../selectors/settingsScreen.ts';
import { client } from '../services.ts';
import { Session } from '../session.tsx';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const [params, setParams] = useSearchParams();
  const settings = useActorRef(settingsMachine, {
    input: {
      client,
      tab: tabFromQuery(params.get('tab')),
      localeUnits: unitSystemForLocale(navigator.language),
    },
  });
  const session = Session.useActorRef();
  // Saved units reach the session, which every page reads them from.
  useEffect(() => {
    const subscription = settings.on('units.chosen', ({ units }) =>
      session.send({ type: 'member.unitsChosen', units }),
    );
    return () => subscription.unsubscribe();
  }, [settings, session]);
  const snapshot = useSelector(settings, (s) => s);
  useNotices(settings);
  const tab = shownTab(snapshot);
  useEffect(() => {
    if (tab && tabFromQuery(params.get('tab')) !== tab) setParams({ tab }, { replace: true });
  }, [tab, params, setParams]);
  return <SettingsScreen shell={useShell()} {...selectSettingsScreen(snapshot, settings.send)} />;
}
