// The landing page for visitors (SPEC §2): the tagline, sample dishes and the kinds of filter a member gets.
import { LandingScreen } from '@potluck/ui';
import { useVisitorShell } from '../shell/visitorShell.ts';

export function Component() {
  return <LandingScreen shell={useVisitorShell()} />;
}
