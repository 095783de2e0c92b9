// The measuring system a member's locale suggests (metric or US customary), apart from the conversions
// (unitSystems.ts): every member page asks it in its first render, and the conversions' tables and library are
// for the pages that convert (issue 30).
export const unitSystems = ['metric', 'us'] as const;
export type UnitSystem = (typeof unitSystems)[number];

/** Regions that measure in US customary units: the United States, Liberia and Myanmar. */
const usRegions = new Set(['US', 'LR', 'MM']);

/** The answer for each locale asked: maximize() loads the locale data, and pages ask on every render. */
const systemOfLocale = new Map<string, UnitSystem>();

/** The system a browser's locale suggests until the member chooses: en-US, en-LR, my → 'us'; else 'metric'. */
export function unitSystemForLocale(locale: string | null | undefined): UnitSystem {
  if (!locale) return 'metric';
  let system = systemOfLocale.get(locale);
  if (system === undefined) {
    system = regionSystem(locale);
    systemOfLocale.set(locale, system);
  }
  return system;
}

function regionSystem(locale: string): UnitSystem {
  try {
    // "my" alone is Burmese, spoken in Myanmar: maximize() fills in the region a bare language implies. It loads
    // the likely-subtags data (about 20 ms on a slow phone, in the page's first render), so only a locale
    // without a region (most browsers say en-US, not en) asks it.
    const parsed = new Intl.Locale(locale);
    const region = parsed.region ?? parsed.maximize().region;
    return region !== undefined && usRegions.has(region) ? 'us' : 'metric';
  } catch {
    return 'metric';
  }
}
