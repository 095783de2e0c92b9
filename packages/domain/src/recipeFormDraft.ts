// What the create-recipe form holds while a member types: every field as text (the form's inputs), the photo as a
// data URL, the tags as lists. The create-recipe machine owns it; the form draws it; the create call is built
// from it (machines/createRecipeMachine.ts toNewRecipe).

export type RecipeTagLists = { mealType: string[]; cuisine: string[]; diet: string[]; intolerance: string[] };

export interface RecipeFormDraft {
  title: string;
  /** The photo as a data URL. */
  image: string | null;
  ingredients: string;
  instructions: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  link: string;
  tags: RecipeTagLists;
  isPublic: boolean;
  /** The cookbook the recipe goes into once created; '' for none. */
  cookbookId: string;
}

export const emptyRecipeFormDraft: RecipeFormDraft = {
  title: '',
  image: null,
  ingredients: '',
  instructions: '',
  prepTime: '',
  cookTime: '',
  servings: '',
  link: '',
  tags: { mealType: [], cuisine: [], diet: [], intolerance: [] },
  // SPEC §4: public by default.
  isPublic: true,
  cookbookId: '',
};
