// The landing page for visitors (SPEC §2): the tagline, sample dishes and the kinds of filter a member gets.
import { LandingHero } from '@potluck/ui';
import { RouterLink } from '../links.tsx';

export function Component() {
  return <LandingHero Link={RouterLink} />;
}
