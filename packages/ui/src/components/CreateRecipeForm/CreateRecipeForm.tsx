import {
  cuisines,
  diets,
  intolerances,
  mealTypes,
  type RecipeFormDraft,
  type RecipeTagLists,
} from '@potluck/domain';
import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { MultiSelect } from '../../primitives/MultiSelect/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { TextArea } from '../../primitives/TextArea/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { PhotoPicker } from '../PhotoPicker/index.ts';
import styles from './CreateRecipeForm.module.css';

/** A cookbook of the member's, offered by the picker. */
export interface CookbookOption {
  id: string;
  title: string;
}

// Radix Select cannot hold an empty value, so 'no cookbook' has a name of its own.
const noCookbook = 'none';

/** 'Import from a link': the page's address, and what became of the last import. */
export interface RecipeImportProps {
  url: string;
  onUrlChange: (change: { url: string }) => void;
  onImport: () => void;
  /** The server is reading the page: the button reads 'Importing…'. */
  importing: boolean;
  /** Why the page could not be imported. */
  error?: string | null | undefined;
  /** The page the form was filled from, for the member to review. */
  importedFrom?: string | null | undefined;
}

export interface CreateRecipeFormProps {
  /** What is typed; the form holds none of it. */
  draft: RecipeFormDraft;
  onDraftChange: (change: Partial<RecipeFormDraft>) => void;
  /** Required fields still empty after a refused submit: 'Please enter a title.', 'Please add a photo.' */
  missing?: readonly ('title' | 'image')[] | undefined;
  onSubmit: () => void;
  onCancel: () => void;
  /** The create call is in flight: the button reads 'Publishing…'. */
  submitting?: boolean;
  /** 'Import from a link' above the form; absent, the form starts empty. */
  recipeImport?: RecipeImportProps | undefined;
  /** The member's cookbooks for 'Add to cookbook'; absent (not loaded, or the load failed), no picker. */
  cookbooks?: readonly CookbookOption[] | null | undefined;
  /**
   * Counts refused submits: each new value moves focus to the first field in error (scrolled into view),
   * so a member who pressed Publish at the bottom sees what is missing at the top.
   */
  errorFocusRequest?: number | undefined;
}

function ImportFromLink({ url, onUrlChange, onImport, importing, error, importedFrom }: RecipeImportProps) {
  return (
    <div className={styles.import}>
      <div className={styles.importRow}>
        <TextField
          label="Import from a link"
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={url}
          disabled={importing}
          onChange={(event) => onUrlChange({ url: event.target.value })}
          // Enter here imports; it must not publish the form around it.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onImport();
          }}
          error={error ?? undefined}
        />
        <Button
          variant="secondary"
          loading={importing}
          disabled={url.trim() === ''}
          onClick={() => onImport()}
        >
          {importing ? 'Importing…' : 'Import'}
        </Button>
      </div>
      {importedFrom && (
        <p className={styles.imported} role="status">
          Imported from {importedFrom}. Check the recipe, then publish it.
        </p>
      )}
    </div>
  );
}

/** 'Create a New Recipe': title and photo required, the rest optional; public by default. */
export function CreateRecipeForm({
  draft,
  onDraftChange,
  missing = [],
  onSubmit,
  onCancel,
  submitting = false,
  recipeImport,
  cookbooks,
  errorFocusRequest = 0,
}: CreateRecipeFormProps) {
  const { title, image, ingredients, instructions, prepTime, cookTime, servings, link, tags, isPublic } =
    draft;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (errorFocusRequest === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    // The photo's input is visually hidden, so the field around it is what is scrolled to.
    first.parentElement?.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [errorFocusRequest]);
  const setTag = (name: keyof RecipeTagLists) => (value: string[]) =>
    onDraftChange({ tags: { ...tags, [name]: value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} aria-label="Create a New Recipe" noValidate>
      {recipeImport && <ImportFromLink {...recipeImport} />}
      <TextField
        label="Title"
        required
        value={title}
        onChange={(event) => onDraftChange({ title: event.target.value })}
        error={missing.includes('title') ? 'Please enter a title.' : undefined}
      />
      <PhotoPicker
        label="Photo"
        required
        value={image}
        onChange={({ photo }) => onDraftChange({ image: photo })}
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
      {cookbooks && cookbooks.length > 0 && (
        <Select
          label="Add to cookbook"
          options={[
            { value: noCookbook, label: 'No cookbook' },
            ...cookbooks.map(({ id, title }) => ({ value: id, label: title })),
          ]}
          value={draft.cookbookId || noCookbook}
          onValueChange={(value) => onDraftChange({ cookbookId: value === noCookbook ? '' : value })}
        />
      )}
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
