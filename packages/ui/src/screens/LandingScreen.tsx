import { LandingHero } from '../components/Landing/index.ts';
import { VisitorShell, type VisitorShellProps } from './AppShell/VisitorShell.tsx';

// The pages a visitor sees sit in the visitors' own frame, one screen per file, so the landing page downloads
// none of the member's top bar, navigation or chat, nor the login and sign-up forms.

/** / and any unknown path for a visitor: the tagline, sample dishes and the kinds of filter a member gets. */
export function LandingScreen({ shell }: { shell: VisitorShellProps }) {
  return (
    <VisitorShell {...shell}>
      <LandingHero Link={shell.Link} />
    </VisitorShell>
  );
}
LandingScreen.displayName = 'LandingScreen';
