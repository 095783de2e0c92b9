// The singular and plural of an ingredient's name as a cook spells them: "garlic cloves" → "garlic clove",
// "2 red chilies". pluralize (decision 021) knows English; these tables know the kitchen words it gets wrong,
// measured over every catalogue and demo ingredient line and the food words a list is likely to hold
// (tests/unit/domain/shoppingNames.test.ts, shoppingSingulars.tsv). Only a name's last word is numbered.
import pluralize from 'pluralize';

/** Food words pluralize numbers wrong, singular and plural: it singles "chillies" as "chilly", "cookies" as "cooky". */
const irregular: ReadonlyArray<readonly [string, string]> = [
  ['chilli', 'chillies'],
  // The catalogue's spelling; "chile" and "chiles" pluralize gets right.
  ['chili', 'chilies'],
  ['cookie', 'cookies'],
  ['brownie', 'brownies'],
  ['smoothie', 'smoothies'],
  ['veggie', 'veggies'],
  ['hoagie', 'hoagies'],
  ['quiche', 'quiches'],
  ['brioche', 'brioches'],
  ['ganache', 'ganaches'],
  ['mousse', 'mousses'],
];
const singulars = new Map(irregular.map(([singular, plural]) => [plural, singular]));
const plurals = new Map(irregular);

/**
 * Words a cook writes the same for one and for many, which pluralize would cut ("molass", "foie gra", "cassi") or
 * single into a word nobody shops for ("1 cup rolled oat", "collard green", "angostura bitter").
 */
const unchanged = new Set([
  'molasses',
  'couscous',
  'hummus',
  'haggis',
  'cassis',
  'pastis',
  'coulis',
  'gras',
  'grits',
  'oats',
  'greens',
  'bitters',
  'schnapps',
]);

function lastWordOf(name: string, change: (word: string) => string): string {
  const space = name.lastIndexOf(' ');
  return name.slice(0, space + 1) + change(name.slice(space + 1));
}

/** The name with its last word singular: "garlic cloves" → "garlic clove", "red chillies" → "red chilli". */
export function singularIngredient(name: string): string {
  return lastWordOf(name, (word) => {
    const lower = word.toLowerCase();
    if (unchanged.has(lower) || plurals.has(lower)) return word;
    return singulars.get(lower) ?? pluralize.singular(word);
  });
}

/** The name with its last word plural: "garlic clove" → "garlic cloves", "red chili" → "red chilies". */
export function pluralIngredient(name: string): string {
  return lastWordOf(name, (word) => {
    const lower = word.toLowerCase();
    if (unchanged.has(lower) || singulars.has(lower)) return word;
    return plurals.get(lower) ?? pluralize.plural(word);
  });
}
