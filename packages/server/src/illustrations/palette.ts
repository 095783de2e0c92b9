// Colours of an illustration: the table and cloth come from the cuisine, the food from the main ingredients.

export interface TableColours {
  /** The table top behind everything. */
  table: string;
  /** The napkin or cloth peeking in at a corner, and small decorations. */
  cloth: string;
  accent: string;
}

const tables: Record<string, TableColours> = {
  african: { table: '#c9864f', cloth: '#e7b53c', accent: '#2f6b4f' },
  asian: { table: '#2f3e46', cloth: '#c0392b', accent: '#f2e8cf' },
  american: { table: '#b5cde0', cloth: '#d64545', accent: '#ffffff' },
  british: { table: '#8a9a7b', cloth: '#f1ece1', accent: '#3b4d61' },
  cajun: { table: '#6b3e26', cloth: '#e0a526', accent: '#7b2d26' },
  caribbean: { table: '#3fb4b0', cloth: '#f6d55c', accent: '#ed553b' },
  chinese: { table: '#7d1f1f', cloth: '#e8b04b', accent: '#fbe9d0' },
  'eastern european': { table: '#d9c7a7', cloth: '#b23a48', accent: '#2e4057' },
  european: { table: '#cbbba0', cloth: '#5c7aa6', accent: '#f4f1ea' },
  french: { table: '#e8e2d4', cloth: '#3d5a80', accent: '#ee6c4d' },
  german: { table: '#a67c52', cloth: '#e9d8a6', accent: '#333333' },
  greek: { table: '#e9f1f7', cloth: '#1d5fa8', accent: '#f4f4f4' },
  indian: { table: '#e2a33c', cloth: '#b5179e', accent: '#2a9d8f' },
  irish: { table: '#5a7d5a', cloth: '#f3efe0', accent: '#e09f3e' },
  italian: { table: '#efe6d5', cloth: '#c8302c', accent: '#3f7d3c' },
  japanese: { table: '#d8c3a5', cloth: '#34495e', accent: '#e85a4f' },
  jewish: { table: '#dfe7f2', cloth: '#3b6ea5', accent: '#f2c14e' },
  korean: { table: '#5b5f97', cloth: '#ffc145', accent: '#ff6b6c' },
  'latin american': { table: '#f2c14e', cloth: '#2a9d8f', accent: '#e76f51' },
  mediterranean: { table: '#f4e9d8', cloth: '#2a6f97', accent: '#e9c46a' },
  mexican: { table: '#f6bd60', cloth: '#e63946', accent: '#2a9d8f' },
  'middle eastern': { table: '#c97b63', cloth: '#264653', accent: '#e9c46a' },
  nordic: { table: '#e3e8ec', cloth: '#7a9cb8', accent: '#2b2d42' },
  southern: { table: '#9c6644', cloth: '#e5e5e5', accent: '#d62828' },
  spanish: { table: '#f4a259', cloth: '#bc4b51', accent: '#f4e285' },
  thai: { table: '#2d6a4f', cloth: '#f4a261', accent: '#e9c46a' },
  vietnamese: { table: '#95b46a', cloth: '#f7ede2', accent: '#c1121f' },
};

const fallbackTable: TableColours = { table: '#e9dfcf', cloth: '#d97742', accent: '#4f7942' };

export function tableFor(cuisines: readonly string[]): TableColours {
  for (const cuisine of cuisines) {
    const colours = tables[cuisine.toLowerCase()];
    if (colours) return colours;
  }
  return fallbackTable;
}

/** Ingredient words and the colour they give the food, most specific first. */
const foodColours: ReadonlyArray<readonly [string, string]> = [
  ['chocolate', '#5b3a29'],
  ['cocoa', '#5b3a29'],
  ['coffee', '#6f4e37'],
  ['tomato', '#d94a38'],
  ['paprika', '#c8442c'],
  ['chili', '#c0392b'],
  ['chilli', '#c0392b'],
  ['gochujang', '#b83227'],
  ['beetroot', '#8e2c48'],
  ['beet', '#8e2c48'],
  ['red pepper', '#d94a38'],
  ['strawberr', '#e84a5f'],
  ['raspberr', '#d7263d'],
  ['cherr', '#a4133c'],
  ['blueberr', '#4b3f72'],
  ['berr', '#8e3b6b'],
  ['salmon', '#f08a5d'],
  ['shrimp', '#f4978e'],
  ['prawn', '#f4978e'],
  ['lobster', '#e5383b'],
  ['crab', '#f28482'],
  ['tuna', '#c75146'],
  ['fish', '#f1e3d3'],
  ['cod', '#f1e3d3'],
  ['beef', '#7f4f24'],
  ['lamb', '#8c5a3c'],
  ['pork', '#d4a373'],
  ['sausage', '#9c4a2f'],
  ['bacon', '#b5523b'],
  ['chicken', '#e0b36a'],
  ['turkey', '#d9a866'],
  ['duck', '#9d5c3b'],
  ['tofu', '#f3ead3'],
  ['egg', '#f7c548'],
  ['carrot', '#f08c2a'],
  ['pumpkin', '#f28c28'],
  ['squash', '#f2a541'],
  ['sweet potato', '#e07a2e'],
  ['mango', '#ffb627'],
  ['orange', '#f79d3c'],
  ['lemon', '#f9dc5c'],
  ['lime', '#9bc53d'],
  ['banana', '#f6e27f'],
  ['corn', '#f4d35e'],
  ['saffron', '#f4a300'],
  ['turmeric', '#e1a500'],
  ['curry', '#d99a2b'],
  ['cheese', '#f6d776'],
  ['spinach', '#3a7d44'],
  ['kale', '#2d6a4f'],
  ['basil', '#4c9a2a'],
  ['pea', '#7cb342'],
  ['bean', '#8d5b4c'],
  ['lentil', '#c96f3b'],
  ['chickpea', '#d9b26f'],
  ['avocado', '#8db255'],
  ['cucumber', '#9ccc65'],
  ['lettuce', '#8bc34a'],
  ['cabbage', '#a7c957'],
  ['broccoli', '#4f8f3a'],
  ['herb', '#5a9e4b'],
  ['parsley', '#4c9a2a'],
  ['coriander', '#5a9e4b'],
  ['cilantro', '#5a9e4b'],
  ['mint', '#66bb6a'],
  ['mushroom', '#a1887f'],
  ['aubergine', '#5e3c58'],
  ['eggplant', '#5e3c58'],
  ['potato', '#e9c46a'],
  ['rice', '#f5f0e1'],
  ['noodle', '#f0d9a0'],
  ['pasta', '#f2d388'],
  ['spaghetti', '#f2d388'],
  ['bread', '#d9a05b'],
  ['flour', '#e8c07d'],
  ['oat', '#d8c09a'],
  ['coconut', '#f7f3e8'],
  ['cream', '#fbf3e4'],
  ['milk', '#fbf7ee'],
  ['yogurt', '#fbf7ee'],
  ['honey', '#e9a829'],
  ['sugar', '#f3e3c3'],
  ['apple', '#c9d86b'],
  ['peach', '#f9a66c'],
  ['wine', '#7b1e3a'],
  ['tea', '#b5651d'],
  ['onion', '#e9d8a6'],
  ['garlic', '#f1e9d2'],
];

/** Up to `count` colours of the food, following the ingredients in recipe order (the main ones come first). */
export function foodColoursFor(ingredients: readonly string[], count: number): string[] {
  const found: string[] = [];
  for (const ingredient of ingredients) {
    const name = ingredient.toLowerCase();
    const match = foodColours.find(([word]) => name.includes(word));
    if (match && !found.includes(match[1])) found.push(match[1]);
    if (found.length === count) break;
  }
  const fillers = ['#e9c46a', '#8ab17d', '#e76f51', '#f4a261', '#a3b18a'];
  for (const filler of fillers) {
    if (found.length >= count) break;
    if (!found.includes(filler)) found.push(filler);
  }
  return found;
}

/** A colour made lighter (amount > 0) or darker (amount < 0), for shading without filters. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(mixed)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
