// US measures as a cook takes them (issue 39, decision 036): a volume in teaspoons, tablespoons and cups, a weight
// in ounces and pounds, written as one measure or two ("6 tbsp", "½ cup + 2 tbsp", "1 lb 2 oz"). A volume is what
// a US set of measuring spoons (⅛, ¼, ⅓, ½, ¾ and 1 tsp, 1 tbsp) and cups (¼, ⅓, ½, 1 cup) fills; a weight is what
// a kitchen scale reads. Never more than 5% off the amount meant when any such measure comes that near; of those
// that do, the one filled in the fewest scoops. Pure: the scaler, the US conversion and the shopping list write
// with it.
import { unitFor, writeAmount } from './amountWords.ts';

/** How far a written measure may be from the amount meant: 5%. */
export const measureTolerance = 0.05;

export type UsUnit = 'tsp' | 'tbsp' | 'cup' | 'oz' | 'lb';
type Kind = 'volume' | 'weight';

/** One measure of an amount: "½ cup", "2 tbsp". */
export interface MeasurePart {
  quantity: number;
  unit: UsUnit;
}

/** An amount as measured: one or two parts, and how far (a signed fraction: -0.02 is 2% short) from the amount. */
export interface Measured {
  parts: MeasurePart[];
  off: number;
}

/** Teaspoons in each volume unit and ounces in each weight unit (US customary: 3 tsp = 1 tbsp, 16 tbsp = 1 cup). */
const sizes: Record<UsUnit, { kind: Kind; size: number }> = {
  tsp: { kind: 'volume', size: 1 },
  tbsp: { kind: 'volume', size: 3 },
  cup: { kind: 'volume', size: 48 },
  oz: { kind: 'weight', size: 1 },
  lb: { kind: 'weight', size: 16 },
};

/** Every spelling a recipe uses for a US measure; "t" is a teaspoon and "T" a tablespoon. */
const spellings: Record<string, { unit: UsUnit | null; kind: Kind; size: number }> = {};
function spelled(unit: UsUnit, words: string[]) {
  for (const word of [unit, ...words]) spellings[word] = { unit, ...sizes[unit] };
}
spelled('tsp', ['teaspoon', 'teaspoons', 'tsps', 't']);
spelled('tbsp', ['tablespoon', 'tablespoons', 'tbsps', 'tbs', 'tbl', 'T']);
spelled('cup', ['cups', 'c']);
spelled('oz', ['ounce', 'ounces']);
spelled('lb', ['lbs', 'pound', 'pounds']);
// Read, never written: a US list or scaled line says "2 cups", not "1 pint".
for (const [words, size] of [
  [['fl oz', 'fluid ounce', 'fluid ounces'], 6],
  [['pint', 'pints', 'pt'], 96],
  [['quart', 'quarts', 'qt'], 192],
  [['gallon', 'gallons', 'gal'], 768],
] as const) {
  for (const word of words) spellings[word] = { unit: null, kind: 'volume', size };
}

/** The US measure a unit word names (volume in teaspoons, weight in ounces), or undefined. */
export function usMeasureOf(unit: string): { unit: UsUnit | null; kind: Kind; size: number } | undefined {
  const bare = unit.trim().replace(/\.$/, '');
  return spellings[bare] ?? (bare.length > 1 ? spellings[bare.toLowerCase()] : undefined);
}

/** Whether a unit word is a US kitchen measure: a spoon, a cup (or pint…), an ounce or a pound. */
export function isUsMeasure(unit: string): boolean {
  return usMeasureOf(unit) !== undefined;
}

// The fractions each measure is written with, and how many scoops each takes from a US set: ⅔ is two ⅓ spoons
// (or cups), ¾ cup is ½ + ¼ (¾ tsp is a spoon of its own), ½ tbsp is 1 tsp + ½ tsp.
type Fraction = readonly [value: number, scoops: number];
const spoonFractions: readonly Fraction[] = [
  [0, 0],
  [1 / 8, 1],
  [1 / 4, 1],
  [1 / 3, 1],
  [1 / 2, 1],
  [2 / 3, 2],
  [3 / 4, 1],
];
const tablespoonFractions: readonly Fraction[] = [
  [0, 0],
  [1 / 2, 2],
];
const cupFractions: readonly Fraction[] = [
  [0, 0],
  [1 / 4, 1],
  [1 / 3, 1],
  [1 / 2, 1],
  [2 / 3, 2],
  [3 / 4, 2],
];
const fractionsOf: Record<'tsp' | 'tbsp' | 'cup', readonly Fraction[]> = {
  tsp: spoonFractions,
  tbsp: tablespoonFractions,
  cup: cupFractions,
};

interface Candidate {
  parts: MeasurePart[];
  /** Teaspoons (or ounces) the parts hold. */
  holds: number;
  /** Scoops a cook fills (volume), or how fine the scale reading is (weight): fewer is easier. */
  effort: number;
}

/** The amounts of one unit nearest `amount` (in teaspoons), one for each fraction: n + f with n ≥ 0. */
function near(unit: 'tsp' | 'tbsp' | 'cup', amount: number, atMost = false): Candidate[] {
  const { size } = sizes[unit];
  const found: Candidate[] = [];
  for (const [fraction, scoops] of fractionsOf[unit]) {
    const x = amount / size - fraction;
    for (const whole of new Set([Math.floor(x), atMost ? Math.floor(x) : Math.ceil(x)])) {
      const quantity = whole + fraction;
      if (whole < 0 || quantity <= 0) continue;
      if (atMost && quantity * size > amount + 1e-9) continue;
      found.push({ parts: [{ quantity, unit }], holds: quantity * size, effort: whole + scoops });
    }
  }
  return found;
}

/** Where each volume unit is the one a cook reaches for: spoons under a tablespoon, cups from a quarter cup. */
const volumeRange: Record<'tsp' | 'tbsp' | 'cup', [number, number]> = {
  tsp: [0, 3],
  tbsp: [3, 24],
  cup: [12, Number.POSITIVE_INFINITY],
};

/**
 * The volume measures near an amount of teaspoons: one unit ("2 tsp", "6 tbsp", "1 ⅔ cups"), or a cup and a spoon
 * ("½ cup + 2 tbsp", "¼ cup + 1 ½ tsp"), a tablespoon and teaspoons ("1 tbsp + 1 tsp"), or two teaspoon spoons
 * ("¼ tsp + ⅛ tsp"). A cup part is a quarter cup at least; a tablespoon part of a cup at most three.
 */
function volumeCandidates(teaspoons: number): Candidate[] {
  const singles = [
    ...near('tsp', teaspoons),
    ...near('tbsp', teaspoons),
    ...near('cup', teaspoons).filter((candidate) => candidate.holds >= 12),
  ];
  const firsts: Candidate[] = [
    ...near('cup', teaspoons, true).filter((candidate) => candidate.holds >= 12),
    ...near('tbsp', teaspoons, true).filter((candidate) => Number.isInteger(candidate.parts[0]?.quantity)),
    ...near('tsp', teaspoons, true).filter((candidate) => candidate.holds % 1 !== 0),
  ];
  const pairs: Candidate[] = [];
  for (const first of firsts) {
    const rest = teaspoons - first.holds;
    const firstUnit = first.parts[0]?.unit;
    if (rest <= 0 || !firstUnit) continue;
    const seconds =
      firstUnit === 'cup'
        ? [...near('tbsp', rest).filter(wholeTablespoons), ...near('tsp', rest).filter(underTablespoon)]
        : firstUnit === 'tbsp'
          ? near('tsp', rest).filter(underTablespoon)
          : // Two spoons of teaspoons: the second a single spoon smaller than the first's fraction ("¼ tsp + ⅛ tsp").
            near('tsp', rest).filter((second) => second.holds < first.holds % 1 && second.effort === 1);
    for (const second of seconds) {
      pairs.push({
        parts: [...first.parts, ...second.parts],
        holds: first.holds + second.holds,
        effort: first.effort + second.effort,
      });
    }
  }
  return [...singles, ...pairs];
}
const wholeTablespoons = (candidate: Candidate) =>
  Number.isInteger(candidate.parts[0]?.quantity) && candidate.holds <= 9;
const underTablespoon = (candidate: Candidate) => candidate.holds < 3;

/**
 * The weight measures near an amount of ounces: whole ounces, then halves, quarters and tenths (a scale reads
 * them); from a pound, pounds to the quarter or pounds and whole ounces ("1 lb 2 oz").
 */
function weightCandidates(ounces: number): Candidate[] {
  const found: Candidate[] = [];
  const steps: Array<[step: number, effort: number]> = [
    [1, 1],
    [1 / 2, 2],
    [1 / 4, 3],
    [1 / 10, 4],
  ];
  if (ounces < 15.5) {
    for (const [step, effort] of steps) {
      const quantity = Math.round(ounces / step) * step;
      if (quantity > 0)
        found.push({ parts: [{ quantity: tidy(quantity), unit: 'oz' }], holds: quantity, effort });
    }
    return found;
  }
  const pounds = Math.round(ounces / 4) / 4;
  found.push({ parts: [{ quantity: pounds, unit: 'lb' }], holds: pounds * 16, effort: 1 });
  const whole = Math.floor(ounces / 16);
  const rest = Math.round(ounces - whole * 16);
  if (whole >= 1 && rest > 0 && rest < 16) {
    found.push({
      parts: [
        { quantity: whole, unit: 'lb' },
        { quantity: rest, unit: 'oz' },
      ],
      holds: whole * 16 + rest,
      effort: 2,
    });
  }
  return found;
}

/** 0.30000000000000004 → 0.3: tenths of an ounce stay tenths. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

const offBy = (holds: number, amount: number) => (holds - amount) / amount;

/** Within tolerance first, then fewest scoops, one part before two, bigger units first, then the nearer. */
function better(amount: number) {
  const unitRank = (candidate: Candidate) => candidate.parts.map((part) => -sizes[part.unit].size);
  return (a: Candidate, b: Candidate) => {
    const offA = Math.abs(offBy(a.holds, amount));
    const offB = Math.abs(offBy(b.holds, amount));
    const inA = offA <= measureTolerance + 1e-9;
    const inB = offB <= measureTolerance + 1e-9;
    if (inA !== inB) return inA ? -1 : 1;
    if (!inA) return offA - offB;
    if (a.effort !== b.effort) return a.effort - b.effort;
    if (a.parts.length !== b.parts.length) return a.parts.length - b.parts.length;
    const [rankA, rankB] = [unitRank(a), unitRank(b)];
    for (let index = 0; index < rankA.length; index += 1) {
      const difference = (rankA[index] ?? 0) - (rankB[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return offA - offB;
  };
}

export interface MeasureOptions {
  /**
   * The unit the amount is written in, kept while it is the one a cook reaches for at this size and the amount is
   * one measure of it: "3 tbsp" doubled is "6 tbsp", not "¼ cup + 2 tbsp".
   */
  keep?: string;
}

/**
 * An amount of a US measure (any spelling: "cups", "T", "pints", "ounces") as a cook measures it:
 * measureUs(0.375, 'cup') → ¼ cup + 2 tbsp, or 6 tbsp kept in tablespoons; (1.625, 'tsp') → 1 ⅔ tsp; (18, 'oz') →
 * 1 lb 2 oz. The nearest measure when none is within 5% (an amount under the smallest spoon). Null for a unit that
 * is no US measure.
 */
export function measureUs(quantity: number, unit: string, { keep }: MeasureOptions = {}): Measured | null {
  const measure = usMeasureOf(unit);
  if (!measure || !Number.isFinite(quantity) || quantity <= 0) return null;
  const amount = quantity * measure.size;
  const candidates = measure.kind === 'volume' ? volumeCandidates(amount) : weightCandidates(amount);
  const order = better(amount);
  const kept = keep === undefined ? undefined : usMeasureOf(keep)?.unit;
  if (kept && kept !== 'oz' && kept !== 'lb' && measure.kind === 'volume') {
    const [low, high] = volumeRange[kept];
    const inUnit = candidates.filter(
      (candidate) =>
        candidate.parts.length === 1 &&
        candidate.parts[0]?.unit === kept &&
        Math.abs(offBy(candidate.holds, amount)) <= measureTolerance + 1e-9,
    );
    const [best] = inUnit.sort(order);
    if (best && amount >= low && amount < high) return { parts: best.parts, off: offBy(best.holds, amount) };
  }
  const [best] = candidates.sort(order);
  if (!best) return null;
  return { parts: best.parts, off: offBy(best.holds, amount) };
}

/**
 * An amount in one US unit, to that unit's nearest kitchen fraction (¼, ⅓, ½… of a cup; quarters of an ounce or a
 * pound), for the ends of a range: nearestIn(1.27, 'cup', 'cup') → 1.25. Null across kinds (cups and ounces).
 */
export function nearestIn(quantity: number, unit: string, target: UsUnit): number | null {
  const measure = usMeasureOf(unit);
  const { kind, size } = sizes[target];
  if (!measure || measure.kind !== kind || !Number.isFinite(quantity) || quantity <= 0) return null;
  const amount = quantity * measure.size;
  if (target === 'oz' || target === 'lb') return Math.max(Math.round((amount / size) * 4) / 4, 0.25);
  const [best] = near(target, amount).sort((a, b) => Math.abs(a.holds - amount) - Math.abs(b.holds - amount));
  return best?.parts[0]?.quantity ?? null;
}

/** Whether an amount has a US measure within 5%: 0.3 ml of vanilla has none, and stays as written. */
export function hasUsMeasure(quantity: number, unit: string): boolean {
  const measured = measureUs(quantity, unit);
  return measured !== null && Math.abs(measured.off) <= measureTolerance + 1e-9;
}

/**
 * The parts as a cook reads them: "6 tbsp", "½ cup + 2 tbsp", "1 lb 2 oz". A part in the unit the line was written
 * in keeps the cook's spelling ("4 tablespoons"); another unit is abbreviated, cups spelled out ("2 cups").
 */
export function measureWords(parts: readonly MeasurePart[], written = ''): string {
  const writtenUnit = written === '' ? undefined : usMeasureOf(written)?.unit;
  const words = parts.map(({ quantity, unit }) => {
    const spelling = writtenUnit === unit ? written.replace(/\.$/, '') : unit;
    return `${writeAmount(quantity, unit)} ${unitFor(spelling, quantity)}`;
  });
  // Pounds and ounces read as one weight ("1 lb 2 oz"); two volume measures are added ("½ cup + 2 tbsp").
  return words.join(parts[0]?.unit === 'lb' ? ' ' : ' + ');
}

/**
 * An amount and its unit as the list and the scaler write them: a US measure as measured ("¼ cup + 2 tbsp"),
 * anything else as its number and unit ("300 g", "2 cloves").
 */
export function amountWithUnit(quantity: number, unit: string): string {
  const measured = measureUs(quantity, unit);
  if (measured) return measureWords(measured.parts, unit);
  return `${writeAmount(quantity, unit)} ${unitFor(unit, quantity)}`;
}
