import { cuisines, diets, intolerances, mealTypes } from '@potluck/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { MultiSelect } from '../../primitives/MultiSelect/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { TextArea } from '../../primitives/TextArea/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import styles from './CreateRecipeForm.module.css';
import { PhotoField } from './PhotoField.tsx';

export interface NewRecipe {
  title: string;
  /** The photo as a data URL. */
  image: string;
  ingredients: string[];
  instructions: string[];
  prepTime: number | null;
  cookTime: number | null;
  servings: string;
  link: string;
  tags: { mealType: string[]; cuisine: string[]; diet: string[]; intolerance: string[] };
  isPublic: boolean;
}

export interface CreateRecipeFormProps {
  onSubmit: (recipe: NewRecipe) => void;
  onCancel: () => void;
  /** The create call is in flight: the button reads 'Publishing…'. */
  submitting?: boolean;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const minutes = (text: string) => (text.trim() === '' ? null : Number(text));

/** 'Create a New Recipe': title and photo required, the rest optional; public by default. */
export function CreateRecipeForm({ onSubmit, onCancel, submitting = false }: CreateRecipeFormProps) {
  const [title, setTitle] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [ingredients, setIngredients] = useState('');
  const [instructions, setInstructions] = useState('');
  const [prepTime, setPrepTime] = useState('');
  const [cookTime, setCookTime] = useState('');
  const [servings, setServings] = useState('');
  const [link, setLink] = useState('');
  const [tags, setTags] = useState<NewRecipe['tags']>({
    mealType: [],
    cuisine: [],
    diet: [],
    intolerance: [],
  });
  const [isPublic, setIsPublic] = useState(true);
  const [tried, setTried] = useState(false);
  const setTag = (name: keyof NewRecipe['tags']) => (value: string[]) =>
    setTags((t) => ({ ...t, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (title.trim() === '' || !image) return;
    onSubmit({
      title: title.trim(),
      image,
      ingredients: lines(ingredients),
      instructions: lines(instructions),
      prepTime: minutes(prepTime),
      cookTime: minutes(cookTime),
      servings: servings.trim(),
      link: link.trim(),
      tags,
      isPublic,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Create a New Recipe" noValidate>
      <TextField
        label="Title"
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={tried && title.trim() === '' ? 'Please enter a title.' : undefined}
      />
      <PhotoField
        value={image}
        onChange={setImage}
        error={tried && !image ? 'Please add a photo.' : undefined}
      />
      <TextArea
        label="Ingredients"
        required
        hint="One per line."
        value={ingredients}
        onChange={(event) => setIngredients(event.target.value)}
        rows={4}
      />
      <TextArea
        label="Instructions"
        hint="One step per line."
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        rows={4}
      />
      <div className={styles.row}>
        <TextField
          label="Prep time (min)"
          type="number"
          inputMode="numeric"
          min={0}
          value={prepTime}
          onChange={(event) => setPrepTime(event.target.value)}
        />
        <TextField
          label="Cook time (min)"
          type="number"
          inputMode="numeric"
          min={0}
          value={cookTime}
          onChange={(event) => setCookTime(event.target.value)}
        />
        <TextField label="Servings" value={servings} onChange={(event) => setServings(event.target.value)} />
      </div>
      <TextField label="Link" type="url" value={link} onChange={(event) => setLink(event.target.value)} />
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
        onCheckedChange={setIsPublic}
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
