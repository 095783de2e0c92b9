import { fallbackRecipeImage, recipeImageUrl } from '@potluck/domain';
import { useState } from 'react';

interface RecipeImageProps {
  src: string | null | undefined;
  /** Decorative by default: the recipe title beside it names it. */
  alt?: string;
  className?: string | undefined;
}

/** A recipe photo that falls back to the default picture when missing, refused or broken. */
export function RecipeImage({ src, alt = '', className }: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  // recipeImageUrl applies the spec's image filter (data URLs or image-file URLs; bare base64 as JPEG).
  const source = failed ? fallbackRecipeImage : recipeImageUrl(src);
  return (
    <img
      className={className}
      src={source}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (source !== fallbackRecipeImage) setFailed(true);
      }}
    />
  );
}
RecipeImage.displayName = 'RecipeImage';
