import { type Aisle, aisleLabels, aisles } from '@potluck/domain';
import { MoreHorizontal, Pencil, Plus, ShoppingBasket, Trash2 } from 'lucide-react';
import { type FormEvent, memo, startTransition, useEffect, useState } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { DropdownMenu } from '../../primitives/DropdownMenu/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { SharedWith } from '../ShareDialog/index.ts';
import { type SyncState, SyncStatus } from '../SyncStatus/index.ts';
import styles from './ShoppingList.module.css';

export interface ShoppingItemView {
  id: string;
  /** "300 g butter". */
  text: string;
  checked: boolean;
  /** Titles of the recipes it came from. */
  sources: readonly string[];
}

export interface ShoppingAisleView {
  aisle: Aisle;
  items: readonly ShoppingItemView[];
}

export interface ShoppingListProps {
  status: 'loading' | 'failed' | 'ready';
  /** Whose list it is, for a list shared with the member ("Kenji's list"); null for their own. */
  ownerName: string | null;
  /** The lists the member can open (theirs and those shared with them): a picker when there is more than one. */
  lists: readonly { id: string; label: string }[];
  listId: string | null;
  onListChange: (listId: string) => void;
  draft: string;
  onDraftChange: (text: string) => void;
  onAdd: () => void;
  /** Aisles in the order a shop is walked, each with its items (unchecked first). */
  aisles: readonly ShoppingAisleView[];
  checkedCount: number;
  sync: SyncState;
  /** Changes kept on the device, not yet with the server. */
  pendingCount: number;
  /** The item being edited, with the text and aisle typed so far. */
  editing: { itemId: string; text: string; aisle: Aisle } | null;
  onToggle: (itemId: string) => void;
  onEdit: (itemId: string) => void;
  onEditChange: (change: { text?: string; aisle?: Aisle }) => void;
  onEditSave: () => void;
  onEditCancel: () => void;
  onDelete: (itemId: string) => void;
  onClearChecked: () => void;
  /** The owner shares the list; null for a list shared with the member. */
  sharing: { sharedWith: readonly string[]; onShare: () => void } | null;
  onReload: () => void;
}

const aisleOptions = aisles.map((aisle) => ({ value: aisle, label: aisleLabels[aisle] }));

function EditRow({
  editing,
  onEditChange,
  onEditSave,
  onEditCancel,
}: Pick<ShoppingListProps, 'onEditChange' | 'onEditSave' | 'onEditCancel'> & {
  editing: NonNullable<ShoppingListProps['editing']>;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onEditSave();
  };
  return (
    <form className={styles.edit} onSubmit={submit} aria-label="Edit item">
      <TextField
        label="Item"
        value={editing.text}
        onChange={(event) => onEditChange({ text: event.target.value })}
        error={editing.text.trim() ? undefined : 'Write what to buy'}
        // The member just chose Edit on this item: the field takes the focus.
        autoFocus
      />
      <Select
        label="Aisle"
        options={aisleOptions}
        value={editing.aisle}
        onValueChange={(aisle) => onEditChange({ aisle: aisle as Aisle })}
      />
      <div className={styles.editActions}>
        <Button type="submit" size="sm" disabled={!editing.text.trim()}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onEditCancel()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type ItemRowProps = { item: ShoppingItemView } & Pick<ShoppingListProps, 'onToggle' | 'onEdit' | 'onDelete'>;

/** Whether a row would look and act the same: its item's words and state, and the same handlers. */
const sameRow = (before: ItemRowProps, after: ItemRowProps) =>
  before.item.id === after.item.id &&
  before.item.text === after.item.text &&
  before.item.checked === after.item.checked &&
  before.item.sources.join('\n') === after.item.sources.join('\n') &&
  before.onToggle === after.onToggle &&
  before.onEdit === after.onEdit &&
  before.onDelete === after.onDelete;

/**
 * An item to check off, with its ⋯ menu. Memoised by what it shows: the list is drawn again for every change of
 * its machine (the list kept on the device, then the server's answer, a change sent), and a list of 150 rows
 * draws again only the rows that changed (issue 30).
 */
const ItemRow = memo(function ItemRow({ item, onToggle, onEdit, onDelete }: ItemRowProps) {
  return (
    <>
      <label className={styles.check}>
        <input type="checkbox" checked={item.checked} onChange={() => onToggle(item.id)} />
        <span className={styles.text}>
          <span className={styles.itemText}>{item.text}</span>
          {item.sources.length > 0 && <span className={styles.sources}>for {item.sources.join(', ')}</span>}
        </span>
      </label>
      <DropdownMenu
        label={`Change ${item.text}`}
        trigger={<IconButton aria-label={`More for ${item.text}`} icon={<MoreHorizontal />} size="sm" />}
        items={[
          { label: 'Edit', icon: <Pencil />, onSelect: () => onEdit(item.id) },
          { label: 'Delete', icon: <Trash2 />, tone: 'danger', onSelect: () => onDelete(item.id) },
        ]}
      />
    </>
  );
}, sameRow);

/** How many rows are drawn in the task that first shows a list: more than a phone's screen holds. */
const firstRows = 30;

/** The aisles cut to their first `rows` items in all. */
function firstOf(groups: readonly ShoppingAisleView[], rows: number): readonly ShoppingAisleView[] {
  const shown: ShoppingAisleView[] = [];
  let left = rows;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(group.items.length <= left ? group : { ...group, items: group.items.slice(0, left) });
    left -= group.items.length;
  }
  return shown;
}

/**
 * The aisles to draw: when a list is first shown, its first screenful at once and the rest right after, in a
 * transition, which React draws in slices of a few milliseconds; from then on every change at once. A list of
 * 150 rows was one task of some 300 ms on a slow phone (issue 30, decision 030).
 */
function useFirstScreenfulFirst(groups: readonly ShoppingAisleView[]): readonly ShoppingAisleView[] {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    startTransition(() => setWhole(true));
  }, []);
  return whole ? groups : firstOf(groups, firstRows);
}

type AislesProps = Pick<
  ShoppingListProps,
  'aisles' | 'editing' | 'onToggle' | 'onEdit' | 'onDelete' | 'onEditChange' | 'onEditSave' | 'onEditCancel'
>;

function Aisles(props: AislesProps) {
  const { editing } = props;
  return useFirstScreenfulFirst(props.aisles).map((group) => (
    <section key={group.aisle} className={styles.aisle} aria-labelledby={`aisle-${group.aisle}`}>
      <h2 id={`aisle-${group.aisle}`} className={styles.aisleTitle}>
        {aisleLabels[group.aisle]}
      </h2>
      <ul className={styles.items}>
        {group.items.map((item) => (
          <li key={item.id} className={styles.item} data-checked={item.checked}>
            {editing?.itemId === item.id ? (
              <EditRow
                editing={editing}
                onEditChange={props.onEditChange}
                onEditSave={props.onEditSave}
                onEditCancel={props.onEditCancel}
              />
            ) : (
              <ItemRow
                item={item}
                onToggle={props.onToggle}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  ));
}

/** A shopping list: add a line, items by aisle to check off, edit or delete, and who it is shared with. */
export function ShoppingList(props: ShoppingListProps) {
  const { status, ownerName, lists, listId, draft, aisles: groups, checkedCount, editing, sharing } = props;
  if (status === 'loading') {
    return (
      <div role="status" aria-label="Loading shopping list" className={styles.loading}>
        <Skeleton shape="title" />
        <Skeleton shape="text" />
        <Skeleton shape="text" />
        <Skeleton shape="text" />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <EmptyState
        tone="error"
        message="Could not load the shopping list."
        action={
          <Button variant="secondary" onClick={() => props.onReload()}>
            Try again
          </Button>
        }
      />
    );
  }
  const itemCount = groups.reduce((sum, group) => sum + group.items.length, 0);
  const add = (event: FormEvent) => {
    event.preventDefault();
    props.onAdd();
  };
  return (
    <div className={styles.list}>
      <div className={styles.header}>
        {ownerName && <p className={styles.owner}>{ownerName}’s list, shared with you</p>}
        {lists.length > 1 && (
          <Select
            className={styles.picker}
            label="List"
            options={lists.map((list) => ({ value: list.id, label: list.label }))}
            value={listId ?? undefined}
            onValueChange={(id) => props.onListChange(id)}
          />
        )}
        {sharing && (
          <SharedWith
            names={sharing.sharedWith}
            notShared="Only you can see this list"
            onShare={sharing.onShare}
          />
        )}
      </div>

      <form className={styles.add} onSubmit={add}>
        <TextField
          label="Add an item"
          placeholder="200 g butter"
          value={draft}
          onChange={(event) => props.onDraftChange(event.target.value)}
          autoComplete="off"
          enterKeyHint="done"
        />
        <Button type="submit" disabled={!draft.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </form>

      <SyncStatus sync={props.sync} pendingCount={props.pendingCount} thing="list" />

      {itemCount === 0 ? (
        <EmptyState
          icon={<ShoppingBasket aria-hidden="true" />}
          message="Your shopping list is empty. Add an item above, or add a recipe’s ingredients from its page."
        />
      ) : (
        <>
          <Aisles
            aisles={groups}
            editing={editing}
            onToggle={props.onToggle}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
            onEditChange={props.onEditChange}
            onEditSave={props.onEditSave}
            onEditCancel={props.onEditCancel}
          />
          <div className={styles.footer}>
            <p className={styles.count}>
              {checkedCount} of {itemCount} checked
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={checkedCount === 0}
              onClick={() => props.onClearChecked()}
            >
              Clear checked
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
ShoppingList.displayName = 'ShoppingList';
