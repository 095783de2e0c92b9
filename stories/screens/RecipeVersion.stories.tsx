// Versions on a recipe's page (issue 41) in each state, drawn from the recipeVersion machine with a fake client
// through the route's own selector (STYLE 15b), in the recipe page's `version` slot, at 375 and 1280 px: the
// adapted-from line (the original a link, or deleted), What changed (each kind of change, none, loading, failed),
// "N members made it their own" with the versions, and Make it my own.
import type { RecipeVersions, VersionChanges } from '@potluck/contract';
import { RecipeScreen, RecipeVersion } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectRecipeScreen } from '../../app/selectors/recipeDetail.ts';
import { selectRecipeVersion } from '../../app/selectors/recipeVersion.ts';
import {
  type RecipeVersionEvent,
  recipeVersionMachine,
} from '../../machines/versions/recipeVersionMachine.ts';
import { recipeDetail } from '../fixtures.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { fromMachine, type StoryNotices } from '../support/fromMachine.tsx';
import { recipeClient, useRecipeStory } from '../support/recipeMachines.tsx';
import { changesOfEachKind, noChanges, original, someVersions } from '../versionsSamples.ts';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Recipe versions',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const recipes = recipeClient();

function RecipeWithVersion({ children, notices }: { children: ReactNode; notices: StoryNotices }) {
  const recipe = useRecipeStory(recipes, recipeDetail.id);
  const page = selectRecipeScreen(recipe);
  return (
    <RecipeScreen
      shell={{ ...memberShell(), ...notices }}
      {...page}
      detail={page.detail && { ...page.detail, version: children }}
    />
  );
}

type Client = {
  getVersions?: (id: string, page?: { before?: string }) => Promise<RecipeVersions>;
  getVersionChanges?: (id: string) => Promise<VersionChanges>;
  makeVersion?: (id: string) => Promise<{ _id: string }>;
};

function versionStory(
  client: Client,
  {
    adaptedFrom = null,
    mayMakeOwn = true,
    events = [],
  }: {
    adaptedFrom?: typeof original | null;
    mayMakeOwn?: boolean;
    events?: RecipeVersionEvent[];
  } = {},
) {
  return fromMachine({
    machine: recipeVersionMachine,
    input: {
      client: {
        getVersions: answer(someVersions(0)),
        getVersionChanges: answer(changesOfEachKind),
        makeVersion: answer({ _id: 'c'.repeat(24) }),
        ...client,
      } as never,
      recipeId: recipeDetail.id,
      adaptedFrom,
      mayMakeOwn,
    },
    events,
    render: (snapshot, send, notices) => (
      <RecipeWithVersion notices={notices}>
        <RecipeVersion {...selectRecipeVersion(snapshot, send)} />
      </RecipeWithVersion>
    ),
  });
}

const both = (story: Story, name: string) => ({
  phone: atViewport(story, name, 'phone'),
  desktop: atViewport(story, name, 'desktop'),
});

/** A version: "Adapted from <title> by <name>", the title linking to the original; What changed beside it. */
const versionLine: Story = {
  render: versionStory({}, { adaptedFrom: original, mayMakeOwn: false }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const link = await page.findByRole('link', { name: 'Nonna’s Sunday Ragù' });
    await expect(link).toHaveAttribute('href', `/recipe/${original.id}`);
    await expect(link.closest('p')).toHaveTextContent('Adapted from Nonna’s Sunday Ragù by maria_cooks');
    await expect(page.getByRole('button', { name: 'What changed' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Make it my own' })).toBeNull();
  },
};
const versionLineAt = both(versionLine, 'Version: adapted from');
export const VersionLinePhone = versionLineAt.phone;
export const VersionLineDesktop = versionLineAt.desktop;

/** The original was deleted: its title and author stay, without a link. */
const originalDeleted: Story = {
  render: versionStory({}, { adaptedFrom: { ...original, originalDeleted: true }, mayMakeOwn: false }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Adapted from/, { selector: 'p' })).toHaveTextContent(
      'Adapted from Nonna’s Sunday Ragù by maria_cooks · The original was deleted',
    );
    await expect(page.queryByRole('link', { name: 'Nonna’s Sunday Ragù' })).toBeNull();
  },
};
const originalDeletedAt = both(originalDeleted, 'Version: original deleted');
export const OriginalDeletedPhone = originalDeletedAt.phone;
export const OriginalDeletedDesktop = originalDeletedAt.desktop;

/** What changed: ingredients and steps added, removed and changed (from → to). */
const whatChanged: Story = {
  render: versionStory({}, { adaptedFrom: original, mayMakeOwn: false, events: [{ type: 'changes.open' }] }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What changed' });
    const ingredients = within(within(dialog).getByRole('region', { name: 'Changes to the ingredients' }));
    await expect(ingredients.getByText('1 tsp chilli flakes')).toBeVisible();
    await expect(ingredients.getByText('150 ml red wine')).toBeVisible();
    await expect(ingredients.getByText(/500 g beef mince/)).toHaveTextContent(
      'Changed 500 g beef mince → to 500 g beef and pork mince',
    );
    await expect(within(dialog).getByRole('region', { name: 'Changes to the steps' })).toHaveTextContent(
      'Serve with grated pecorino.',
    );
  },
};
const whatChangedAt = both(whatChanged, 'What changed: each kind');
export const WhatChangedPhone = whatChangedAt.phone;
export const WhatChangedDesktop = whatChangedAt.desktop;

/** A copy left as it was: "Nothing changed". */
const nothingChanged: Story = {
  render: versionStory(
    { getVersionChanges: answer(noChanges) },
    { adaptedFrom: original, mayMakeOwn: false, events: [{ type: 'changes.open' }] },
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What changed' });
    await expect(within(dialog).getByText('Nothing changed')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
const nothingChangedAt = both(nothingChanged, 'What changed: nothing');
export const NothingChangedPhone = nothingChangedAt.phone;
export const NothingChangedDesktop = nothingChangedAt.desktop;

/** What changed is on its way. */
export const WhatChangedLoading: Story = {
  render: versionStory(
    { getVersionChanges: never },
    { adaptedFrom: original, mayMakeOwn: false, events: [{ type: 'changes.open' }] },
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What changed' });
    await expect(within(dialog).getByText('Comparing with the original…')).toBeVisible();
  },
};

/** What changed could not be read: said, with Try again. */
export const WhatChangedFailed: Story = {
  render: versionStory(
    { getVersionChanges: refuse(500) },
    { adaptedFrom: original, mayMakeOwn: false, events: [{ type: 'changes.open' }] },
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'What changed' });
    await expect(await within(dialog).findByText(/could not be loaded/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An original: "3 members made it their own", the versions the member may open, and Show more versions. */
const versions: Story = {
  render: versionStory({
    getVersions: async (_id, page) =>
      page?.before ? someVersions(1, 3, null, 2) : someVersions(2, 3, 'e'.repeat(24)),
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('region', { name: '3 members made it their own' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('link', { name: 'Weeknight Ragù' })).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Show more versions' }));
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).queryByRole('button', { name: 'Show more versions' })).toBeNull();
  },
};
const versionsAt = both(versions, 'Versions of an original');
export const VersionsPhone = versionsAt.phone;
export const VersionsDesktop = versionsAt.desktop;

/** The versions are on their way. */
export const VersionsLoading: Story = {
  render: versionStory({ getVersions: never }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Versions' })).toBeVisible();
  },
};

/** The versions could not be read: said, with Try again. */
export const VersionsFailed: Story = {
  render: versionStory({ getVersions: refuse(500) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The versions could not be loaded/)).toBeVisible();
  },
};

/** Someone else's recipe: Make it my own makes the copy (the app then opens it). */
const makeItMyOwn: Story = {
  render: versionStory({ makeVersion: never }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const button = await page.findByRole('button', { name: 'Make it my own' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
const makeItMyOwnAt = both(makeItMyOwn, 'Make it my own');
export const MakeItMyOwnPhone = makeItMyOwnAt.phone;
export const MakeItMyOwnDesktop = makeItMyOwnAt.desktop;

/** The copy was refused: a toast says so and the button is back. */
export const MakeItMyOwnRefused: Story = {
  render: versionStory({ makeVersion: refuse(409) }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Make it my own' }));
    await expect(await screen.findByText('Your copy could not be made. Try again.')).toBeVisible();
  },
};
