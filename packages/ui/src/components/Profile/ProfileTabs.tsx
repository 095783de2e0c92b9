import { Lock } from 'lucide-react';
import { Badge } from '../../primitives/Badge/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Tabs } from '../../primitives/Tabs/index.ts';
import { CookbookCard, type CookbookCardData } from '../CookbookCard/index.ts';
import { HorizontalScroller } from '../HorizontalScroller/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import type { RecipeCardData } from '../RecipeCard/index.ts';
import { RecipeImage } from '../RecipeCard/RecipeImage.tsx';
import styles from './Profile.module.css';

export const profileTabs = ['cookbooks', 'recipes'] as const;
export type ProfileTab = (typeof profileTabs)[number];

export interface ProfileTabsProps {
  cookbooks: readonly CookbookCardData[];
  recipes: readonly RecipeCardData[];
  /** The tab shown; its owner changes it on `onTabChange`. */
  tab: ProfileTab;
  onTabChange: (event: { tab: ProfileTab }) => void;
  /**
   * The member's own profile: the lists hold their private cookbooks and recipes too, each marked 'Private'.
   * Others only ever receive the public ones.
   */
  own?: boolean | undefined;
  Link?: LinkComponent | undefined;
}

/** The marker on a private cookbook or recipe, which only its owner sees. */
export function PrivateMark() {
  return (
    <Badge className={styles.privateMark}>
      <Lock aria-hidden="true" />
      Private
    </Badge>
  );
}
PrivateMark.displayName = 'ProfileTabs.PrivateMark';

/** Cookbooks and Recipes tabs in horizontal scrollers linking to each: public ones, and the owner's private ones. */
export function ProfileTabs({
  cookbooks,
  recipes,
  tab,
  onTabChange,
  own = false,
  Link = AnchorLink,
}: ProfileTabsProps) {
  return (
    <Tabs<ProfileTab>
      label="Profile sections"
      value={tab}
      onValueChange={(next) => onTabChange({ tab: next })}
      tabs={[
        {
          value: 'cookbooks',
          label: 'Cookbooks',
          content:
            cookbooks.length === 0 ? (
              <EmptyState message="No public cookbooks yet." />
            ) : (
              <HorizontalScroller label={own ? 'Your cookbooks' : 'Public cookbooks'}>
                {cookbooks.map((cookbook) => (
                  <CookbookCard
                    key={cookbook.id}
                    cookbook={cookbook}
                    Link={Link}
                    mark={own && !cookbook.isPublic ? <PrivateMark /> : undefined}
                  />
                ))}
              </HorizontalScroller>
            ),
        },
        {
          value: 'recipes',
          label: 'Recipes',
          content:
            recipes.length === 0 ? (
              <EmptyState message="No public recipes yet." />
            ) : (
              <HorizontalScroller label={own ? 'Your recipes' : 'Public recipes'}>
                {recipes.map((recipe) => (
                  <Link key={recipe.id} to={`/recipe/${recipe.id}`} className={styles.recipeTile}>
                    <RecipeImage
                      src={recipe.image}
                      className={styles.recipeTileImage}
                      sizes="(min-width: 36rem) 33vw, 50vw"
                    />
                    <span>{recipe.title}</span>
                    {own && recipe.isPublic === false && <PrivateMark />}
                  </Link>
                ))}
              </HorizontalScroller>
            ),
        },
      ]}
    />
  );
}
ProfileTabs.displayName = 'ProfileTabs';
