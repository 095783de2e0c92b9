import { cuisines, diets, intolerances, mealTypes } from '@potluck/domain';
import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { MultiSelect } from '../../primitives/MultiSelect/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { TextArea } from '../../primitives/TextArea/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './CreateRecipeForm.module.css';
import { PhotoField } from './PhotoField.tsx';

export type RecipeTagLists = { mealType: string[]; cuisine: string[]; diet: string[]; intolerance: string[] };

/** The form as typed: ingredients and instructions one per line, times as the number fields hold them. */
export interface RecipeDraftData {
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
}

export interface CreateRecipeFormProps {
  /** What is typed; the form holds none of it. */
  draft: RecipeDraftData;
  onDraftChange: (change: Partial<RecipeDraftData>) => void;
  /** Required fields still empty after a refused submit: 'Please enter a title.', 'Please add a photo.' */
  missing?: readonly ('title' | 'image')[] | undefined;
  onSubmit: () => void;
  onCancel: () => void;
  /** The create call is in flight: the button reads 'Publishing…'. */
  submitting?: boolean;
}

/** 'Create a New Recipe': title and photo required, the rest optional; public by default. */
export function CreateRecipeForm({
  draft,
  onDraftChange,
  missing = [],
  onSubmit,
  onCancel,
  submitting = false,
}: CreateRecipeFormProps) {
  const { title, image, ingredients, instructions, prepTime, cookTime, servings, link, tags, isPublic } =
    draft;
  const setTag = (name: keyof RecipeTagLists) => (value: string[]) =>
    onDraftChange({ tags: { ...tags, [name]: value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Create a New Recipe" noValidate>
      <TextField
        label="Title"
        required
        value={title}
        onChange={(event) => onDraftChange({ title: event.target.value })}
        error={missing.includes('title') ? 'Please enter a title.' : undefined}
      />
      <PhotoField
        value={image}
        onChange={(dataUrl) => onDraftChange({ image: dataUrl })}
        error={missing.includes('image') ? 'Please add a photo.' : undefined}
      />
      <TextArea
        label="Ingredients"
        required
        hint="One per line."
        value={ingredients}
        onChange={(event) => onDraftChange({ ingredients: event.target.value })}
        rows={4}
      />
      <TextArea
        label="Instructions"
        hint="One step per line."
        value={instructions}
        onChange={(event) => onDraftChange({ instructions: event.target.value })}
        rows={4}
      />
      <div className={styles.row}>
        <TextField
          label="Prep time (min)"
          type="number"
          inputMode="numeric"
          min={0}
          value={prepTime}
          onChange={(event) => onDraftChange({ prepTime: event.target.value })}
        />
        <TextField
          label="Cook time (min)"
          type="number"
          inputMode="numeric"
          min={0}
          value={cookTime}
          onChange={(event) => onDraftChange({ cookTime: event.target.value })}
        />
        <TextField
          label="Servings"
          value={servings}
          onChange={(event) => onDraftChange({ servings: event.target.value })}
        />
      </div>
      <TextField
        label="Link"
        type="url"
        value={link}
        onChange={(event) => onDraftChange({ link: event.target.value })}
      />
      <div className={styles.row}>
        <MultiSelect
          label="Meal type"
          options={mealTypes}
          value={tags.mealType}
          onValueChange={setTag('mealType')}
        />
        <MultiSelect
          label="Cuisine"
          options={cuisines}
          value={tags.cuisine}
          onValueChange={setTag('cuisine')}
        />
        <MultiSelect label="Diet" options={diets} value={tags.diet} onValueChange={setTag('diet')} />
        <MultiSelect
          label="Intolerances"
          options={intolerances}
          value={tags.intolerance}
          onValueChange={setTag('intolerance')}
        />
      </div>
      <Switch
        label={`Privacy: ${isPublic ? 'Public' : 'Private'}`}
        description="Public recipes can be found by everyone."
        checked={isPublic}
        onCheckedChange={(checked) => onDraftChange({ isPublic: checked })}
      />
      <div className={styles.footer}>
        <Button variant="secondary" onClick={() => onCancel()} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Publishing…' : 'Publish Recipe'}
        </Button>
      </div>
    </form>
  );
}
CreateRecipeForm.displayName = 'CreateRecipeForm';
