// The five provider calls of SPEC §7, answered by either source: the built-in catalogue or Spoonacular itself.
import type { ComplexSearchQuery, RandomRecipesQuery } from '@potluck/contract';

export interface ProviderCall {
  /** Where the request came to, e.g. http://localhost:3000: image and source URLs are absolute on it. */
  origin: string;
}

export interface RecipeProvider {
  readonly source: 'built-in' | 'spoonacular';
  complexSearch(query: ComplexSearchQuery, call: ProviderCall): Promise<unknown>;
  random(query: RandomRecipesQuery, call: ProviderCall): Promise<unknown>;
  information(
    id: number,
    query: { includeNutrition?: boolean | undefined },
    call: ProviderCall,
  ): Promise<unknown>;
  nutritionWidget(id: number, call: ProviderCall): Promise<unknown>;
  equipmentWidget(id: number, call: ProviderCall): Promise<unknown>;
}
