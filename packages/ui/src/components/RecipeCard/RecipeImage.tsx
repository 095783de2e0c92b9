import { fallbackRecipeImage, imageSrcSet, recipeImageUrl } from '@potluck/domain';
import { useState } from 'react';

interface RecipeImageProps {
  src: string | null | undefined;
  /** Decorative by default: the recipe title beside it names it. */
  alt?: string;
  className?: string | undefined;
  /**
   * How wide the picture is shown (the `sizes` attribute), so the browser picks the smallest of the widths the
   * server makes of a stored picture (imageSrcSet) that still looks sharp.
   */
  sizes?: string | undefined;
  /** Above the fold: fetched at once with high priority. Otherwise lazily, when scrolled near. */
  priority?: boolean | undefined;
}

/** A recipe photo that falls back to the default picture when missing, refused or broken. */
export function RecipeImage({
  src,
  alt = '',
  className,
  sizes = '100vw',
  priority = false,
}: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  // recipeImageUrl applies the spec's image filter (data URLs or image-file URLs; bare base64 as JPEG).
  const source = failed ? fallbackRecipeImage : recipeImageUrl(src);
  const srcSet = imageSrcSet(source);
  return (
    <img
      className={className}
      src={source}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => {
        if (source !== fallbackRecipeImage) setFailed(true);
      }}
    />
  );
}
RecipeImage.displayName = 'RecipeImage';
