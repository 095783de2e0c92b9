// analyzedInstructions for a catalogue recipe: numbered steps, each naming the ingredients and equipment its
// text mentions, and how long it takes when it says so ("simmer for 20 minutes").
import type { CatalogueRecipe } from '../catalogue/catalogueRecipe.ts';
import { imageFileName, ingredientId } from './measures.ts';

interface Reference {
  id: number;
  name: string;
  localizedName: string;
  image: string;
}

/** Equipment ids are stable per name, like ingredient ids, in their own hash space. */
export function equipmentId(name: string): number {
  return ingredientId(`equipment ${name}`);
}

function reference(id: number, name: string): Reference {
  return { id, name, localizedName: name, image: imageFileName(name) };
}

/** Whether the step mentions the thing: its full name, or its last word ("thighs" of "chicken thighs"). */
function mentions(step: string, name: string): boolean {
  const text = step.toLowerCase();
  const lower = name.toLowerCase();
  if (text.includes(lower)) return true;
  const last = lower.split(/\s+/).pop() ?? '';
  return last.length > 3 && new RegExp(`\\b${last.replace(/[^a-z]/g, '')}`).test(text);
}

const lengthPattern = /(\d+)(?:\s*(?:-|to|–)\s*(\d+))?\s*(minutes?|mins?|hours?|hrs?)\b/gi;

/** The total time a step names, in minutes (or hours when it only speaks in hours). */
export function stepLength(step: string): { number: number; unit: string } | undefined {
  let minutes = 0;
  let onlyHours = true;
  for (const match of step.matchAll(lengthPattern)) {
    const value = Number(match[2] ?? match[1]);
    const hours = /^h/i.test(match[3] ?? '');
    if (!hours) onlyHours = false;
    minutes += hours ? value * 60 : value;
  }
  if (minutes === 0) return undefined;
  return onlyHours && minutes % 60 === 0
    ? { number: minutes / 60, unit: 'hours' }
    : { number: minutes, unit: 'minutes' };
}

export function analyzedInstructionsOf(recipe: CatalogueRecipe) {
  const steps = recipe.steps.map((step, index) => {
    const length = stepLength(step);
    return {
      number: index + 1,
      step,
      ingredients: recipe.ingredients
        .filter((ingredient) => mentions(step, ingredient.name))
        .map((ingredient) => reference(ingredientId(ingredient.name), ingredient.name)),
      equipment: recipe.equipment
        .filter((name) => mentions(step, name))
        .map((name) => reference(equipmentId(name), name)),
      ...(length ? { length } : {}),
    };
  });
  return [{ name: '', steps }];
}
