// The option lists of SPEC §3. Values are what the server stores and the provider matches (lower case).
export const mealTypes = [
  'main course',
  'side dish',
  'dessert',
  'appetizer',
  'salad',
  'bread',
  'breakfast',
  'soup',
  'beverage',
  'sauce',
  'lunch',
  'dinner',
  'marinade',
  'fingerfood',
  'snack',
  'drink',
] as const;

export const cuisines = [
  'african',
  'asian',
  'american',
  'british',
  'cajun',
  'caribbean',
  'chinese',
  'eastern european',
  'european',
  'french',
  'german',
  'greek',
  'indian',
  'irish',
  'italian',
  'japanese',
  'jewish',
  'korean',
  'latin american',
  'mediterranean',
  'mexican',
  'middle eastern',
  'nordic',
  'southern',
  'spanish',
  'thai',
  'vietnamese',
] as const;

export const diets = [
  'gluten free',
  'ketogenic',
  'vegetarian',
  'lacto vegetarian',
  'ovo vegetarian',
  'vegan',
  'pescetarian',
  'paleo',
  'primal',
  'low fodmap',
  'whole30',
] as const;

export const intolerances = [
  'dairy',
  'egg',
  'gluten',
  'grain',
  'peanut',
  'seafood',
  'sesame',
  'shellfish',
  'soy',
  'sulfite',
  'tree nut',
  'wheat',
] as const;

export type MealType = (typeof mealTypes)[number];
export type Cuisine = (typeof cuisines)[number];
export type Diet = (typeof diets)[number];
export type Intolerance = (typeof intolerances)[number];

/** The nine cookbook covers, served from the site root. */
export const coverImages = [
  'cover1.JPG',
  'cover2.JPG',
  'cover3.JPG',
  'cover4.JPG',
  'cover5.JPG',
  'cover6.JPG',
  'cover7.JPG',
  'cover8.JPG',
  'cover9.JPG',
] as const;
export type CoverImage = (typeof coverImages)[number];
export const defaultCoverImage: CoverImage = 'cover1.JPG';

function isOneOf<T extends string>(list: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);
}

export const isMealType = isOneOf(mealTypes);
export const isCuisine = isOneOf(cuisines);
export const isDiet = isOneOf(diets);
export const isIntolerance = isOneOf(intolerances);
export const isCoverImage = isOneOf(coverImages);
