// The recipe page's version part over snapshots of its machine: the adapted-from line (its original a link, or
// deleted), What changed (each kind of change, and none), the versions' count and list, and Make it my own.
import { describe, expect, it } from 'vitest';
import { selectRecipeVersion } from '../../../../app/selectors/recipeVersion.ts';
import { recipeVersionMachine } from '../../../../machines/versions/recipeVersionMachine.ts';
import { changesOfEachKind, noChanges, original, someVersions } from '../../../../stories/versionsSamples.ts';
import { done, failed } from '../../machines/helpers/reachability.ts';
import { stateAfter } from '../../machines/helpers/transitions.ts';

type Events = Parameters<typeof stateAfter<typeof recipeVersionMachine>>[2];
const recipeId = 'b'.repeat(24);
const part = (input: { adaptedFrom?: typeof original | null; mayMakeOwn?: boolean }, ...events: Events) =>
  selectRecipeVersion(
    stateAfter(
      recipeVersionMachine,
      {
        client: {} as never,
        recipeId,
        adaptedFrom: input.adaptedFrom ?? null,
        mayMakeOwn: input.mayMakeOwn ?? false,
      },
      events,
    ),
    () => {},
  );
const line = (props: ReturnType<typeof part>) =>
  props.adaptedFrom &&
  `${props.adaptedFrom.before}${props.adaptedFrom.title}${props.adaptedFrom.after}${props.adaptedFrom.deletedWords ? ` · ${props.adaptedFrom.deletedWords}` : ''}`;

describe('selectRecipeVersion', () => {
  it('names the original, linking to it, or says it was deleted', () => {
    const version = part({ adaptedFrom: original });
    expect(line(version)).toBe('Adapted from Nonna’s Sunday Ragù by maria_cooks');
    expect(version.adaptedFrom).toMatchObject({
      title: 'Nonna’s Sunday Ragù',
      href: `/recipe/${original.id}`,
    });
    const orphan = part({ adaptedFrom: { ...original, originalDeleted: true } });
    expect(line(orphan)).toBe('Adapted from Nonna’s Sunday Ragù by maria_cooks · The original was deleted');
    expect(orphan.adaptedFrom?.href).toBeNull();
    expect(part({}).adaptedFrom).toBeNull();
    expect(part({}).changes).toBeNull();
  });

  it('says what changed, each kind, or that nothing did', () => {
    const opened = [{ type: 'changes.open' }] as const;
    expect(part({ adaptedFrom: original }, ...opened).changes?.state).toBe('loading');
    const shown = part({ adaptedFrom: original }, ...opened, done('loadChanges', changesOfEachKind)).changes;
    expect(shown).toMatchObject({
      state: 'shown',
      summary:
        '1 ingredient added, 1 ingredient removed, 1 ingredient changed, 1 step added, 1 step removed, 1 step changed',
      ingredients: {
        added: ['1 tsp chilli flakes'],
        removed: ['150 ml red wine'],
        changed: [{ from: '500 g beef mince', to: '500 g beef and pork mince' }],
      },
    });
    expect(part({ adaptedFrom: original }, ...opened, done('loadChanges', noChanges)).changes?.summary).toBe(
      'Nothing changed',
    );
    expect(part({ adaptedFrom: original }, ...opened, failed('loadChanges')).changes?.state).toBe('failed');
  });

  it('counts the versions and lists them with their owners, paged', () => {
    expect(part({}).versions.state).toBe('loading');
    expect(part({}, done('loadVersions', someVersions(0))).versions.state).toBe('none');
    const shown = part({}, done('loadVersions', someVersions(2, 3, 'e'.repeat(24)))).versions;
    expect(shown).toMatchObject({ state: 'shown', countWords: '3 members made it their own', hasMore: true });
    expect(shown.versions[0]).toEqual({
      id: someVersions(1).versions[0]?.id,
      title: 'Weeknight Ragù',
      ownerName: 'kenji',
      href: `/recipe/${someVersions(1).versions[0]?.id}`,
    });
    const more = [
      done('loadVersions', someVersions(2, 3, 'e'.repeat(24))),
      { type: 'versions.more' },
    ] as const;
    expect(part({}, ...more).versions.loadingMore).toBe(true);
    expect(part({}, ...more, failed('loadMoreVersions')).versions.moreFailed).toBe(true);
    expect(part({}, failed('loadVersions')).versions.state).toBe('failed');
  });

  it('offers Make it my own only on a recipe the member may copy, busy while it is made', () => {
    expect(part({}).makeOwn).toBeNull();
    expect(part({ mayMakeOwn: true }).makeOwn?.busy).toBe(false);
    expect(part({ mayMakeOwn: true }, { type: 'version.make' }).makeOwn?.busy).toBe(true);
  });
});
