// Versions of a recipe (issue 41, "Make it my own"): on a version, the line naming its original ("Adapted from
// Nonna's Sunday Ragù by maria_cooks", linking to it while it exists) and "What changed" as a dialog; on any recipe,
// "3 members made it their own" with the versions the member may open, paged; and the "Make it my own" button.
// Controlled: the app's machine owns every state (the dialog's open, loading, failed; the list's paging).
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './Versions.module.css';

export interface AdaptedFromProps {
  /** The line's words around the original's title: "Adapted from ", " by maria_cooks". */
  before: string;
  /** The original's title as copied. */
  title: string;
  after: string;
  /** Where the original opens; null when it was deleted. */
  href: string | null;
  /** "The original was deleted"; empty while it exists. */
  deletedWords: string;
}

export interface LineChangeGroup {
  added: string[];
  removed: string[];
  changed: { from: string; to: string }[];
}

export const whatChangedStates = ['closed', 'loading', 'shown', 'failed'] as const;
export type WhatChangedState = (typeof whatChangedStates)[number];

export interface WhatChangedProps {
  state: WhatChangedState;
  /** "2 ingredients added, 1 step changed" or "Nothing changed". */
  summary: string;
  ingredients: LineChangeGroup;
  steps: LineChangeGroup;
  onOpen: () => void;
  onClose: () => void;
  onRetry: () => void;
}

export interface VersionItem {
  id: string;
  title: string;
  ownerName: string;
  href: string;
}

export const versionsListStates = ['loading', 'none', 'shown', 'failed'] as const;
export type VersionsListState = (typeof versionsListStates)[number];

export interface VersionsListProps {
  state: VersionsListState;
  /** "3 members made it their own". */
  countWords: string;
  versions: VersionItem[];
  /** A next page exists: "Show more versions". */
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page failed: said beside the button, which tries again. */
  moreFailed: boolean;
  onMore: () => void;
  onRetry: () => void;
}

export interface MakeItMyOwnProps {
  busy: boolean;
  onMake: () => void;
}

export interface RecipeVersionProps {
  /** Only on a version. */
  adaptedFrom?: AdaptedFromProps | null | undefined;
  /** Only on a version. */
  changes?: WhatChangedProps | null | undefined;
  versions: VersionsListProps;
  /** Only on a recipe the member may copy (not their own). */
  makeOwn?: MakeItMyOwnProps | null | undefined;
  Link?: LinkComponent | undefined;
}

/** "Adapted from <title> by <name>", the title a link to the original (or "· The original was deleted"). */
export function AdaptedFromLine({
  adaptedFrom,
  Link = AnchorLink,
}: {
  adaptedFrom: AdaptedFromProps;
  Link?: LinkComponent | undefined;
}) {
  return (
    <p className={styles.adapted}>
      {adaptedFrom.before}
      {adaptedFrom.href ? (
        <Link to={adaptedFrom.href}>{adaptedFrom.title}</Link>
      ) : (
        <span>{adaptedFrom.title}</span>
      )}
      {adaptedFrom.after}
      {adaptedFrom.deletedWords && <span className={styles.deleted}> · {adaptedFrom.deletedWords}</span>}
    </p>
  );
}
AdaptedFromLine.displayName = 'AdaptedFromLine';

function ChangeList({ heading, group }: { heading: string; group: LineChangeGroup }) {
  const none = group.added.length + group.removed.length + group.changed.length === 0;
  // Named apart from the recipe's own Ingredients and Steps sections behind the dialog.
  return (
    <section className={styles.group} aria-label={`Changes to the ${heading.toLowerCase()}`}>
      <h3 className={styles.groupHeading}>{heading}</h3>
      {none ? (
        <p className={styles.muted}>No changes</p>
      ) : (
        <ul className={styles.changes}>
          {group.added.map((line, index) => (
            <li key={`a${index}`} data-kind="added">
              <span className={styles.kind}>Added</span> {line}
            </li>
          ))}
          {group.removed.map((line, index) => (
            <li key={`r${index}`} data-kind="removed">
              <span className={styles.kind}>Removed</span> <s>{line}</s>
            </li>
          ))}
          {group.changed.map((change, index) => (
            <li key={`c${index}`} data-kind="changed">
              <span className={styles.kind}>Changed</span> {change.from} <span aria-hidden="true">→</span>
              <span className={styles.visuallyHidden}> to </span> {change.to}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "What changed": a button, and the dialog it opens with the ingredients and steps added, removed and changed. */
export function WhatChanged({ changes }: { changes: WhatChangedProps }) {
  const open = changes.state !== 'closed';
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => changes.onOpen()}>
        What changed
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) changes.onClose();
        }}
        title="What changed"
        description={changes.state === 'shown' ? changes.summary : undefined}
        size="md"
      >
        {changes.state === 'loading' && (
          <div aria-busy="true" className={styles.group}>
            <p className={styles.muted}>Comparing with the original…</p>
            <Skeleton />
            <Skeleton />
          </div>
        )}
        {changes.state === 'failed' && (
          <p className={styles.failed}>
            What changed could not be loaded.{' '}
            <Button variant="secondary" size="sm" onClick={() => changes.onRetry()}>
              Try again
            </Button>
          </p>
        )}
        {changes.state === 'shown' && (
          <div className={styles.body}>
            <ChangeList heading="Ingredients" group={changes.ingredients} />
            <ChangeList heading="Steps" group={changes.steps} />
          </div>
        )}
      </Dialog>
    </>
  );
}
WhatChanged.displayName = 'WhatChanged';

/** "3 members made it their own" and the versions the member may open; nothing when there are none. */
export function VersionsList({
  versions,
  Link = AnchorLink,
}: {
  versions: VersionsListProps;
  Link?: LinkComponent | undefined;
}) {
  if (versions.state === 'none') return null;
  return (
    <section
      className={styles.versions}
      aria-labelledby="recipe-versions-title"
      aria-busy={versions.state === 'loading' || undefined}
    >
      <h2 id="recipe-versions-title" className={styles.heading}>
        {versions.state === 'shown' ? versions.countWords : 'Versions'}
      </h2>
      {versions.state === 'loading' && <Skeleton />}
      {versions.state === 'failed' && (
        <p className={styles.failed}>
          The versions could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => versions.onRetry()}>
            Try again
          </Button>
        </p>
      )}
      {versions.state === 'shown' && (
        <>
          <ul className={styles.list}>
            {versions.versions.map((version) => (
              <li key={version.id}>
                <Link to={version.href}>{version.title}</Link>{' '}
                <span className={styles.muted}>by {version.ownerName}</span>
              </li>
            ))}
          </ul>
          {versions.hasMore && (
            <p className={styles.more}>
              {versions.moreFailed && (
                <span className={styles.muted}>More versions could not be loaded.</span>
              )}
              <Button
                variant="ghost"
                size="sm"
                loading={versions.loadingMore}
                onClick={() => versions.onMore()}
              >
                {versions.moreFailed ? 'Try again' : 'Show more versions'}
              </Button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
VersionsList.displayName = 'VersionsList';

/** The recipe page's `version` part: the line and "What changed" on a version, "Make it my own", the versions. */
export function RecipeVersion({
  adaptedFrom,
  changes,
  versions,
  makeOwn,
  Link = AnchorLink,
}: RecipeVersionProps) {
  return (
    <div className={styles.recipeVersion}>
      {(adaptedFrom || makeOwn) && (
        <div className={styles.row}>
          {adaptedFrom && <AdaptedFromLine adaptedFrom={adaptedFrom} Link={Link} />}
          {changes && <WhatChanged changes={changes} />}
          {makeOwn && (
            <Button variant="secondary" size="sm" loading={makeOwn.busy} onClick={() => makeOwn.onMake()}>
              Make it my own
            </Button>
          )}
        </div>
      )}
      <VersionsList versions={versions} Link={Link} />
    </div>
  );
}
RecipeVersion.displayName = 'RecipeVersion';
