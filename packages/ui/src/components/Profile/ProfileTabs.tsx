import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Tabs } from '../../primitives/Tabs/index.ts';
import { CookbookCard, type CookbookCardData } from '../CookbookCard/index.ts';
import { HorizontalScroller } from '../HorizontalScroller/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import type { RecipeCardData } from '../RecipeCard/index.ts';
import { RecipeImage } from '../RecipeCard/RecipeImage.tsx';
import styles from './Profile.module.css';

export interface ProfileTabsProps {
  cookbooks: readonly CookbookCardData[];
  recipes: readonly RecipeCardData[];
  Link?: LinkComponent;
}

/** Cookbooks and Recipes tabs: public ones only, in horizontal scrollers linking to each. */
export function ProfileTabs({ cookbooks, recipes, Link = AnchorLink }: ProfileTabsProps) {
  return (
    <Tabs
      label="Profile sections"
      tabs={[
        {
          value: 'cookbooks',
          label: 'Cookbooks',
          content:
            cookbooks.length === 0 ? (
              <EmptyState message="No public cookbooks yet." />
            ) : (
              <HorizontalScroller label="Public cookbooks">
                {cookbooks.map((cookbook) => (
                  <CookbookCard key={cookbook.id} cookbook={cookbook} Link={Link} />
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
              <HorizontalScroller label="Public recipes">
                {recipes.map((recipe) => (
                  <Link key={recipe.id} to={`/recipe/${recipe.id}`} className={styles.recipeTile}>
                    <RecipeImage src={recipe.image} className={styles.recipeTileImage} />
                    <span>{recipe.title}</span>
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
