// The format of a catalogue recipe file (packages/server/catalogue/recipes/<cuisine>.json): data written by
// people, so it is checked strictly before anything is loaded. See packages/server/catalogue/README.md.
import { cuisines, diets, mealTypes } from '@potluck/domain';
import { z } from 'zod';

export const aisles = [
  'Produce',
  'Meat',
  'Seafood',
  'Milk',
  'Eggs',
  'Other Dairy',
  'Cheese',
  'Baking',
  'Spices and Seasonings',
  'Oil',
  'Vinegar',
  'Salad Dressing',
  'Condiments',
  'Pasta and Rice',
  'Canned and Jarred',
  'Ethnic Foods',
  'Nuts',
  'Bakery/Bread',
  'Beverages',
  'Alcoholic Beverages',
  'Frozen',
  'Cereal',
  'Sweet Snacks',
] as const;

const text = z.string().trim().min(1);
const amount = z.number().nonnegative();

export const catalogueIngredient = z.object({
  name: text,
  amount: z.number().positive(),
  unit: z.string(),
  aisle: z.enum(aisles),
});

export const catalogueNutrition = z.object({
  calories: amount,
  fat: amount,
  saturatedFat: amount,
  carbohydrates: amount,
  sugar: amount,
  fiber: amount,
  protein: amount,
  cholesterol: amount,
  sodium: amount,
  potassium: amount,
  calcium: amount,
  iron: amount,
  vitaminC: amount,
});

export const catalogueRecipe = z
  .object({
    id: z.number().int().positive(),
    title: text,
    cuisines: z.array(z.enum(cuisines)).min(1),
    dishTypes: z.array(z.enum(mealTypes)).min(1),
    diets: z.array(z.enum(diets)),
    occasions: z.array(text).optional(),
    servings: z.number().int().positive(),
    preparationMinutes: z.number().int().nonnegative(),
    cookingMinutes: z.number().int().nonnegative(),
    readyInMinutes: z.number().int().positive(),
    summary: text,
    ingredients: z.array(catalogueIngredient).min(1).max(20),
    steps: z.array(text).min(1).max(15),
    equipment: z.array(text).min(1).max(8),
    nutrition: catalogueNutrition,
    dairyFree: z.boolean(),
    glutenFree: z.boolean(),
    vegetarian: z.boolean(),
    vegan: z.boolean(),
    veryPopular: z.boolean(),
    cheap: z.boolean(),
    aggregateLikes: z.number().int().min(0),
    healthScore: z.number().min(0).max(100),
    pricePerServing: z.number().nonnegative(),
  })
  .refine((recipe) => recipe.readyInMinutes >= recipe.preparationMinutes + recipe.cookingMinutes, {
    message: 'readyInMinutes must be at least preparationMinutes + cookingMinutes',
    path: ['readyInMinutes'],
  });

export type CatalogueRecipe = z.infer<typeof catalogueRecipe>;
export type CatalogueIngredient = z.infer<typeof catalogueIngredient>;
export type CatalogueNutrition = z.infer<typeof catalogueNutrition>;
