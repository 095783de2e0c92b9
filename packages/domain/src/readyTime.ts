// SPEC §2/§3: a recipe's ready time is readyInMinutes, or prepTime plus cookTime when that is absent. The detail
// shows hours and minutes; cookbook cards show '{n} min' or 'No time info' and 'Serves {n}' or 'No servings info'.

/** Minutes as the sources give them: a number, a numeric string from a form, or nothing. */
export type MinutesValue = number | string | null | undefined;

export interface ReadyTimeFields {
  readyInMinutes?: MinutesValue;
  prepTime?: MinutesValue;
  cookTime?: MinutesValue;
}

export const noTimeInfo = 'No time info';
export const noServingsInfo = 'No servings info';

/** A whole, positive number of minutes, or null. Zero counts as unknown: blank form fields are stored as 0. */
function minutes(value: MinutesValue): number | null {
  if (value == null) return null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return null;
  const number = Number(text);
  if (!Number.isFinite(number) || number <= 0) return null;
  return Math.round(number);
}

/** The recipe's ready time in minutes; null when neither readyInMinutes nor prep/cook time is known. */
export function readyMinutes(recipe: ReadyTimeFields): number | null {
  const ready = minutes(recipe.readyInMinutes);
  if (ready !== null) return ready;
  const prep = minutes(recipe.prepTime);
  const cook = minutes(recipe.cookTime);
  if (prep === null && cook === null) return null;
  return (prep ?? 0) + (cook ?? 0);
}

/** Hours and minutes for the recipe detail: '45 min', '1 hr', '1 hr 5 min', '2 hrs 30 min'. */
export function formatReadyTime(total: number | null): string {
  const known = total == null ? null : minutes(total);
  if (known === null) return noTimeInfo;
  const hours = Math.floor(known / 60);
  const rest = known % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hr' : 'hrs'}`);
  if (rest > 0) parts.push(`${rest} min`);
  return parts.join(' ');
}

/** The cookbook card's time: '{n} min' or 'No time info'. */
export function formatCardTime(total: number | null | undefined): string {
  const known = minutes(total);
  return known === null ? noTimeInfo : `${known} min`;
}

/** The cookbook card's servings: 'Serves {n}' or 'No servings info'. Member recipes keep servings as text. */
export function formatServings(servings: number | string | null | undefined): string {
  if (servings == null) return noServingsInfo;
  const text = String(servings).trim();
  if (text === '' || text === '0' || (typeof servings === 'number' && !(servings > 0))) return noServingsInfo;
  return `Serves ${text}`;
}
