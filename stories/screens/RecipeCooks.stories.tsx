// The cooks on a recipe's page (issue 41) in each state, drawn from the recipeCooks machine with a fake client
// through the route's own selector (STYLE 15b), in the recipe page's slot, at 375 and 1280 px.
import type { Cook, LogCookBody } from '@potluck/contract';
import { RecipeCooks } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectRecipeCooks } from '../../app/selectors/recipeCooks.ts';
import { type RecipeCooksEvent, recipeCooksMachine } from '../../machines/cooks/recipeCooksMachine.ts';
import {
  aCookPage,
  aCursor,
  aRecipeCook,
  aSummary,
  cooksNow,
  cooksRecipeId,
  noCooks,
  viewerId,
} from '../recipeCooksSamples.ts';
import { never, refuse } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { RecipeWithCooks } from '../support/recipeWithCooks.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Recipe cooks',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const today = '2026-11-29';
const own = aRecipeCook(0, { note: 'My second go: less salt this time.' }, true);
/** A small photo as a data URL, as the picker reads one. */
const photo =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><rect width="60" height="60" fill="#c96"/></svg>',
  );

type Client = {
  getCookSummary?: (id: string) => Promise<unknown>;
  getRecipeCooks?: (id: string, page?: { cursor?: string }) => Promise<unknown>;
  logCook?: (id: string, body: LogCookBody) => Promise<Cook>;
  deleteCook?: (id: string) => Promise<unknown>;
};

/** A fake server: what the member logs is in the next read of the first page, as the real one's would be. */
function cooksClient(overrides: Client = {}) {
  const logged: Cook[] = [];
  return {
    getCookSummary: async () => aSummary(),
    getRecipeCooks: async (_id: string, page?: { cursor?: string }) =>
      page?.cursor
        ? aCookPage(3, null, 5)
        : { cooks: [...logged, own, ...aCookPage(4, null, 1).cooks], next: aCursor },
    logCook: async (_id: string, body: LogCookBody) => {
      const cook = aRecipeCook(
        0,
        { id: 'd'.repeat(24), note: body.note ?? '', rating: body.rating ?? null },
        true,
      );
      logged.unshift(cook);
      return cook;
    },
    deleteCook: async () => ({ ok: true }),
    onStale: () => () => {},
    ...overrides,
  };
}

function cooksStory(
  client: Client,
  events: RecipeCooksEvent[] = [],
  { everyoneAllowed = true }: { everyoneAllowed?: boolean } = {},
) {
  return fromMachine({
    machine: recipeCooksMachine,
    input: {
      client: cooksClient(client) as never,
      recipeId: cooksRecipeId,
      memberId: viewerId,
      now: () => cooksNow,
      everyoneAllowed,
    },
    events,
    render: (snapshot, send, notices) => (
      <RecipeWithCooks shell={{ ...memberShell(), ...notices }}>
        <RecipeCooks {...selectRecipeCooks(snapshot, send, { today })} />
      </RecipeWithCooks>
    ),
  });
}

/** Scrolls the cooks into view (they are below the recipe) and finds the section. */
async function cooksSection(canvasElement: HTMLElement) {
  const section = await within(canvasElement).findByRole('region', { name: 'Cooked it' });
  section.scrollIntoView();
  return within(section);
}

const both = (story: Story, name: string) => ({
  phone: atViewport(story, name, 'phone'),
  desktop: atViewport(story, name, 'desktop'),
});

const many: Story = {
  render: cooksStory({}),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement);
    await expect(await section.findByText('Cooked 12 times · 4.4 from 9 ratings')).toBeVisible();
    await expect(section.getByText('You cooked this 3 times; last: 2 weeks ago')).toBeVisible();
    await expect(section.getAllByRole('img', { name: 'Rated 5 of 5' }).length).toBeGreaterThan(0);
    await expect(section.getByRole('link', { name: 'kenji' })).toHaveAttribute('href', '/profile/kenji');
    await expect(section.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};
const manyAt = both(many, 'Cooks: many, more to show');
export const ManyPhone = manyAt.phone;
export const ManyDesktop = manyAt.desktop;

const once: Story = {
  render: cooksStory({
    getCookSummary: async () => ({ count: 1, ratings: 0, average: null, yours: { count: 0, lastDay: null } }),
    getRecipeCooks: async () => aCookPage(1, null, 1),
  }),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement);
    await expect(await section.findByText('Cooked once')).toBeVisible();
    await expect(section.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};
const onceAt = both(once, 'Cooks: once');
export const OncePhone = onceAt.phone;
export const OnceDesktop = onceAt.desktop;

const none: Story = {
  render: cooksStory({ getCookSummary: async () => noCooks, getRecipeCooks: async () => aCookPage(0) }),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement);
    await expect(await section.findByText('No one has cooked this yet')).toBeVisible();
  },
};
const noneAt = both(none, 'Cooks: none yet');
export const NonePhone = noneAt.phone;
export const NoneDesktop = noneAt.desktop;

const loading: Story = { render: cooksStory({ getCookSummary: never }) };
const loadingAt = both(loading, 'Cooks: loading');
export const LoadingPhone = loadingAt.phone;
export const LoadingDesktop = loadingAt.desktop;

const failed: Story = {
  render: cooksStory({ getCookSummary: refuse(500) }),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement);
    await expect(await section.findByText(/Cooks could not be loaded/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
const failedAt = both(failed, 'Cooks: failed');
export const FailedPhone = failedAt.phone;
export const FailedDesktop = failedAt.desktop;

const moreFailed: Story = {
  render: cooksStory(
    {
      getRecipeCooks: async (_id, page) =>
        page?.cursor
          ? Promise.reject(new Error('offline'))
          : { cooks: [own, ...aCookPage(2, null, 1).cooks], next: aCursor },
    },
    [{ type: 'cooks.more' }],
  ),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement);
    await expect(await section.findByText('More cooks could not be loaded.')).toBeVisible();
  },
};
const moreFailedAt = both(moreFailed, 'Cooks: next page failed');
export const MoreFailedPhone = moreFailedAt.phone;
export const MoreFailedDesktop = moreFailedAt.desktop;

const confirmingDelete: Story = {
  render: cooksStory({}, [{ type: 'cook.delete', cookId: own.id }]),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this cook?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};
const confirmingAt = both(confirmingDelete, 'Cooks: deleting my own, asked first');
export const ConfirmingDeletePhone = confirmingAt.phone;
export const ConfirmingDeleteDesktop = confirmingAt.desktop;

/** The own cook offers Delete behind ⋯; another member's does not. */
export const OwnCookDelete: Story = {
  render: cooksStory({}),
  play: async ({ canvasElement }) => {
    const section = await cooksSection(canvasElement);
    const more = await section.findAllByRole('button', { name: /^More for your cook/ });
    await expect(more).toHaveLength(1);
    await userEvent.click(more[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete this cook?' })).toBeVisible();
  },
};

const dialogEmpty: Story = {
  render: cooksStory({}, [{ type: 'cookLog.open' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'I cooked this' });
    const form = within(dialog);
    await expect(form.getByLabelText(/^Day/)).toHaveValue(today);
    await expect(form.getByLabelText(/^Day/)).toHaveAttribute('max', today);
    await expect(form.getByRole('radio', { name: 'Friends' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Everyone' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'No rating' })).toBeChecked();
  },
};
const dialogEmptyAt = both(dialogEmpty, 'I cooked this: empty');
export const DialogEmptyPhone = dialogEmptyAt.phone;
export const DialogEmptyDesktop = dialogEmptyAt.desktop;

const filled: RecipeCooksEvent[] = [
  { type: 'cookLog.open' },
  {
    type: 'cookLog.change',
    draft: {
      day: '2026-11-27',
      note: 'Added a splash of red wine and let it go four hours.',
      rating: 4,
      visibility: 'private',
    },
  },
];

const dialogFilled: Story = {
  render: cooksStory({}, filled),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'I cooked this' }));
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Only me' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await waitFor(() => expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked());
  },
};
const dialogFilledAt = both(dialogFilled, 'I cooked this: filled');
export const DialogFilledPhone = dialogFilledAt.phone;
export const DialogFilledDesktop = dialogFilledAt.desktop;

const dialogPhotos: Story = {
  render: cooksStory({}, [
    { type: 'cookLog.open' },
    { type: 'cookLog.change', draft: { photos: [photo, photo, photo] } },
  ]),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'I cooked this' }));
    await expect(dialog.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3);
    await expect(dialog.getByText('Add a photo (3 of 4)')).toBeVisible();
  },
};
const dialogPhotosAt = both(dialogPhotos, 'I cooked this: photos');
export const DialogPhotosPhone = dialogPhotosAt.phone;
export const DialogPhotosDesktop = dialogPhotosAt.desktop;

const sending: Story = {
  render: cooksStory({ logCook: never }, [...filled, { type: 'cookLog.send' }]),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'I cooked this' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};
const sendingAt = both(sending, 'I cooked this: sending');
export const SendingPhone = sendingAt.phone;
export const SendingDesktop = sendingAt.desktop;

const refused: Story = {
  render: cooksStory(
    { logCook: async () => Promise.reject(new Error('photos must have at most 4 photos')) },
    [...filled, { type: 'cookLog.send' }],
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'I cooked this' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('photos must have at most 4 photos');
  },
};
const refusedAt = both(refused, 'I cooked this: refused');
export const RefusedPhone = refusedAt.phone;
export const RefusedDesktop = refusedAt.desktop;

const privateRecipe: Story = {
  render: cooksStory({}, [{ type: 'cookLog.open' }], { everyoneAllowed: false }),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'I cooked this' }));
    await expect(dialog.getByRole('radio', { name: 'Only me' })).toBeVisible();
    await expect(dialog.queryByRole('radio', { name: 'Everyone' })).toBeNull();
  },
};
const privateAt = both(privateRecipe, 'I cooked this: a friends-only recipe, no Everyone');
export const NoEveryonePhone = privateAt.phone;
export const NoEveryoneDesktop = privateAt.desktop;

/** Saved: the dialog closes, the toast says so and the new cook is first. */
export const Saved: Story = {
  render: cooksStory({}, [...filled, { type: 'cookLog.send' }]),
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText('Saved to your cooking log.')).toBeVisible();
    const section = await cooksSection(canvasElement);
    await expect(section.getByText('Added a splash of red wine and let it go four hours.')).toBeVisible();
  },
};
