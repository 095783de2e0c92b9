import type { PlanEntry, PlanWeek } from '@potluck/contract';
import { type CalendarFeedDialogProps, PlanScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectCalendarFeed } from '../../app/selectors/calendarFeed.ts';
import { selectPlanScreen } from '../../app/selectors/planScreen.ts';
import { calendarFeedMachine, memoryStorage, planMachine } from '../../machines/index.ts';
import { aPotluckSummary } from '../statecharts/potluckSamples.ts';
import { aCookbook, aFriend, sampleId } from '../statecharts/samples.ts';
import { answer, never, refuse, unreachable } from '../support/answers.ts';
import { fromMachine, useStoryActor } from '../support/fromMachine.tsx';
import { expectKeptOffline } from '../support/keptOffline.ts';
import { closedCalendar } from './planCalendar.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Meal plan',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The member's clock: Tuesday 24 November 2026; the week on screen is Monday 23 to Sunday 29 November.
const now = () => Date.parse('2026-11-24T11:00:00');
const maria = sampleId(1);
const kenji = sampleId(2);
const at = '2026-11-24T10:00:00.000Z';
const entry = (
  n: number,
  day: string,
  meal: PlanEntry['meal'],
  title: string,
  more: Partial<PlanEntry> = {},
) =>
  ({
    id: sampleId(100 + n),
    day: `2026-11-${day}`,
    meal,
    recipeId: null,
    title,
    image: null,
    servings: null,
    note: title,
    addedToListAt: null,
    updatedAt: at,
    ...more,
  }) satisfies PlanEntry;
const recipe = (recipeId: string, servings: number) => ({ recipeId, servings, note: null });

const mariasWeek: PlanWeek = {
  id: sampleId(10),
  ownerId: maria,
  ownerName: 'maria_cooks',
  ownerFName: 'Maria',
  ownerLName: 'Rossi',
  weekStart: '2026-11-23',
  entries: [
    entry(1, '23', 'breakfast', 'Overnight oats', recipe(sampleId(40), 2)),
    entry(2, '24', 'lunch', 'Leftovers'),
    entry(3, '24', 'dinner', 'Buttermilk pancakes', recipe(sampleId(41), 4)),
    entry(4, '25', 'dinner', 'Shakshuka', recipe('716429', 2)),
    entry(5, '27', 'dinner', 'Eat out'),
    entry(6, '29', 'lunch', 'Roast chicken with lemon and thyme', recipe(sampleId(42), 6)),
  ],
  shares: [{ id: sampleId(500), memberId: kenji, username: 'kenji_eats', fName: 'Kenji', lName: 'Lopez' }],
  updatedAt: at,
};
const kenjisWeek: PlanWeek = {
  ...mariasWeek,
  id: sampleId(11),
  ownerId: kenji,
  ownerName: 'kenji_eats',
  ownerFName: 'Kenji',
  ownerLName: 'Lopez',
  entries: mariasWeek.entries.slice(2, 4),
  shares: [],
};
const summary = ({ id, ownerId, ownerName, ownerFName, ownerLName }: PlanWeek) => ({
  id,
  ownerId,
  ownerName,
  ownerFName,
  ownerLName,
});

const client = (overrides: Record<string, unknown> = {}) =>
  ({
    getPlans: answer([summary(mariasWeek), summary(kenjisWeek)]),
    getPlanWeek: async (id: string) => structuredClone(id === kenjisWeek.id ? kenjisWeek : mariasWeek),
    addPlanEntry: never,
    updatePlanEntry: never,
    deletePlanEntry: never,
    sharePlan: never,
    unsharePlan: never,
    getFriends: answer([
      aFriend({ _id: kenji, username: 'kenji_eats', fName: 'Kenji', lName: 'Lopez' }),
      aFriend({ username: 'ada', fName: 'Ada', lName: 'Lovelace' }),
    ]),
    getMyRecipes: answer([{ _id: sampleId(43), title: 'Leek and potato soup' }]),
    getPublicRecipes: answer([{ id: sampleId(44), title: 'Miso soup' }]),
    searchExternal: answer([{ id: 715415, title: 'Red lentil soup with chicken and turnips' }]),
    getCookbooks: answer([
      aCookbook({ _id: sampleId(30), title: 'Soups for winter', recipes: [sampleId(43), '715415'] }),
    ]),
    getCookbook: answer(
      aCookbook({
        _id: sampleId(30),
        title: 'Soups for winter',
        recipes: [sampleId(43), '715415'],
        recipeSummaries: [
          { id: sampleId(43), title: 'Leek and potato soup', image: null, readyInMinutes: 40, servings: '4' },
          {
            id: '715415',
            title: 'Red lentil soup with chicken and turnips',
            image: null,
            readyInMinutes: 55,
            servings: 6,
          },
        ],
      }),
    ),
    getPotlucks: answer([]),
    onStale: () => () => undefined,
    ...overrides,
  }) as never;

const planInput = (fake: never) => ({
  client: fake,
  memberId: maria,
  storage: memoryStorage(),
  now,
  random: () => 0.5,
});

/** A story of the plan page: its own machine and device storage, the page open, then the member's events. */
const planStory = (fake: never, events: EventFromLogic<typeof planMachine>[] = []) =>
  fromMachine({
    machine: planMachine,
    input: planInput(fake),
    events: [{ type: 'plan.show' }, ...events],
    render: (snapshot, send, notices) => (
      <PlanScreen
        shell={{ ...memberShell({ plan: 'current', current: 'plan' }), ...notices }}
        {...selectPlanScreen(snapshot, send)}
        calendar={closedCalendar}
      />
    ),
  });

/** The plan page with the calendar dialog's machine running (the week behind it as the plan machine reads it). */
function PlanBehindCalendar({ calendar }: { calendar: CalendarFeedDialogProps }) {
  const plan = useStoryActor(planMachine, planInput(client()), showPlan);
  const snapshot = useSelector(plan, (s) => s);
  const screen = selectPlanScreen(snapshot, plan.send);
  return (
    <PlanScreen
      shell={memberShell({ plan: 'current', current: 'plan' })}
      {...screen}
      week={{ ...screen.week, onSubscribe: () => {} }}
      calendar={calendar}
    />
  );
}
const showPlan: EventFromLogic<typeof planMachine>[] = [{ type: 'plan.show' }];

const feed = {
  url: 'https://potluck.example/calendar/3q2-kX9vTn0bL7aYc1mW8s.ics',
  webcalUrl: 'webcal://potluck.example/calendar/3q2-kX9vTn0bL7aYc1mW8s.ics',
};
const calendarStory = (
  fake: Record<string, unknown>,
  events: EventFromLogic<typeof calendarFeedMachine>[] = [],
) =>
  fromMachine({
    machine: calendarFeedMachine,
    input: {
      client: { getCalendarFeed: answer(feed), resetCalendarFeed: never, ...fake } as never,
      writeClipboard: async () => undefined,
    },
    events: [{ type: 'calendar.open' }, ...events],
    render: (snapshot, send) => <PlanBehindCalendar calendar={selectCalendarFeed(snapshot, send)} />,
  });

const loading = (): Story => ({
  render: planStory(client({ getPlans: never })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the week' })).toBeVisible();
  },
});
export const LoadingPhone = atViewport(loading(), 'Loading', 'phone');
export const LoadingDesktop = atViewport(loading(), 'Loading', 'desktop');

const loadFailed = (): Story => ({
  render: planStory(client({ getPlans: refuse(500) })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Could not load the meal plan.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
export const LoadFailedPhone = atViewport(loadFailed(), 'Load failed', 'phone');
export const LoadFailedDesktop = atViewport(loadFailed(), 'Load failed', 'desktop');

/** Offline, and this week was never opened on this device: nothing to show yet. */
const offlineNeverOpened = (): Story => ({
  render: planStory(client({ getPlans: unreachable() })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'You are offline, and this week has not been opened on this device yet.',
      ),
    ).toBeVisible();
  },
});
export const OfflineNeverOpenedPhone = atViewport(offlineNeverOpened(), 'Offline, never opened', 'phone');
export const OfflineNeverOpenedDesktop = atViewport(offlineNeverOpened(), 'Offline, never opened', 'desktop');

/** Offline before this week was ever read here, the member planned a recipe from its page: it is kept, and said so. */
const plannedBeforeRead = (): Story => ({
  render: planStory(client({ getPlans: unreachable(), addPlanEntry: unreachable() }), [
    {
      type: 'recipe.plan',
      recipeId: sampleId(41),
      title: 'Buttermilk pancakes',
      image: null,
      servings: 4,
      day: '2026-11-24',
      meal: 'dinner',
    },
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'You are offline, and this week has not been opened on this device yet. 1 change kept on this device will be sent when the plan can be reached.',
      ),
    ).toBeVisible();
  },
});
export const PlannedBeforeReadPhone = atViewport(plannedBeforeRead(), 'Planned before read', 'phone');
export const PlannedBeforeReadDesktop = atViewport(plannedBeforeRead(), 'Planned before read', 'desktop');

const emptyWeek = (): Story => ({
  render: planStory(
    client({
      getPlans: answer([summary(mariasWeek)]),
      getPlanWeek: answer({ ...mariasWeek, entries: [], shares: [] }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Nothing planned this week yet/)).toBeVisible();
    await expect(page.getByText('Only you can see this plan')).toBeVisible();
    await expect(page.getAllByText('Nothing planned')).toHaveLength(7);
  },
});
export const EmptyWeekPhone = atViewport(emptyWeek(), 'Empty week', 'phone');
export const EmptyWeekDesktop = atViewport(emptyWeek(), 'Empty week', 'desktop');

/** The week: each day with its meals (empty ones left out); recipes link to their page, notes are text. */
const week = (): Story => ({
  render: planStory(client()),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: '23 Nov – 29 Nov 2026' })).toBeVisible();
    const tuesday = page.getByRole('region', { name: 'Tuesday 24 Nov Today' });
    await expect(within(tuesday).getByRole('link', { name: 'Buttermilk pancakes' })).toHaveAttribute(
      'href',
      `/recipe/${sampleId(41)}`,
    );
    await expect(within(tuesday).getByText('Serves 4')).toBeVisible();
    await expect(within(tuesday).getByText('Leftovers')).toBeVisible();
    await expect(within(tuesday).queryByText('Breakfast')).toBeNull();
    await expect(page.getByText('Shared with Kenji Lopez')).toBeVisible();
    await expect(page.getByRole('button', { name: 'This week' })).toBeDisabled();
    await expect(page.getByText('All changes saved')).toBeVisible();
  },
});
export const WeekPhone = atViewport(week(), 'Week', 'phone');
export const WeekDesktop = atViewport(week(), 'Week', 'desktop');

/**
 * The member's own potlucks on their days (read apart from the week: a shared plan never shows them): one they
 * host, one they said maybe to on a day with nothing else; read-only, each opens its page.
 */
const withPotlucks = (): Story => ({
  render: planStory(
    client({
      getPotlucks: answer([
        aPotluckSummary({
          id: sampleId(61),
          title: 'Curry night at Kenji’s',
          day: '2026-11-26',
          time: '19:30',
          isHost: false,
          answer: 'maybe',
        }),
        aPotluckSummary({ day: '2026-11-29', time: '13:00', isHost: true, answer: 'going' }),
      ]),
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const sunday = await page.findByRole('region', { name: 'Sunday 29 Nov' });
    const potlucks = await within(sunday).findByRole('list', { name: 'Potlucks, Sunday 29 Nov' });
    await expect(within(potlucks).getByRole('link', { name: 'Sunday lunch at Maria’s' })).toHaveAttribute(
      'href',
      `/potluck/${aPotluckSummary().id}`,
    );
    await expect(within(potlucks).getByText('Potluck at 13:00 · You host')).toBeVisible();
    await expect(
      within(sunday).getByRole('link', { name: 'Roast chicken with lemon and thyme' }),
    ).toBeVisible();
    const thursday = page.getByRole('region', { name: 'Thursday 26 Nov' });
    await expect(within(thursday).getByText('Potluck at 19:30 · Maybe')).toBeVisible();
    // A day with only a potluck is not "Nothing planned"; a potluck has no ⋯ menu (its page changes it).
    await expect(within(thursday).queryByText('Nothing planned')).toBeNull();
    await expect(within(thursday).queryByRole('button', { name: /More for/ })).toBeNull();
  },
});
export const WithPotlucksPhone = atViewport(withPotlucks(), 'With potlucks', 'phone');
export const WithPotlucksDesktop = atViewport(withPotlucks(), 'With potlucks', 'desktop');

/** A week with only a potluck on it is not "Nothing planned this week". */
const onlyAPotluck = (): Story => ({
  render: planStory(
    client({
      getPlanWeek: async () => structuredClone({ ...mariasWeek, entries: [] }),
      getPotlucks: answer([
        aPotluckSummary({ day: '2026-11-29', time: '13:00', isHost: false, answer: 'going' }),
      ]),
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Potluck at 13:00 · Going')).toBeVisible();
    await expect(page.queryByText(/Nothing planned this week yet/)).toBeNull();
  },
});
export const OnlyAPotluckPhone = atViewport(onlyAPotluck(), 'Only a potluck', 'phone');
export const OnlyAPotluckDesktop = atViewport(onlyAPotluck(), 'Only a potluck', 'desktop');

/** A note added shows at once; the server has not answered yet. */
const saving = (): Story => ({
  render: planStory(client(), [
    { type: 'add.open', day: '2026-11-26' },
    { type: 'add.change', note: 'Pizza night', meal: 'dinner' },
    { type: 'add.save' },
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const thursday = await page.findByRole('region', { name: 'Thursday 26 Nov' });
    await expect(await within(thursday).findByText('Pizza night', {}, { timeout: 5_000 })).toBeVisible();
    await expect(page.getByText('Saving…')).toBeVisible();
  },
});
export const SavingPhone = atViewport(saving(), 'Saving', 'phone');
export const SavingDesktop = atViewport(saving(), 'Saving', 'desktop');

/** Offline: changes are kept on the device and the plan says so. */
const offlineKept = (): Story => ({
  render: planStory(client({ addPlanEntry: unreachable(), updatePlanEntry: unreachable() }), [
    { type: 'add.open', day: '2026-11-28' },
    { type: 'add.change', note: 'Brunch with Kenji', meal: 'lunch' },
    { type: 'add.save' },
    { type: 'entry.move', entryId: sampleId(105), day: '2026-11-28' },
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expectKeptOffline(page, 2);
    const saturday = page.getByRole('region', { name: 'Saturday 28 Nov' });
    await expect(within(saturday).getByText('Brunch with Kenji')).toBeVisible();
    await expect(within(saturday).getByText('Eat out')).toBeVisible();
  },
});
export const OfflineChangesKeptPhone = atViewport(offlineKept(), 'Offline, changes kept', 'phone');
export const OfflineChangesKeptDesktop = atViewport(offlineKept(), 'Offline, changes kept', 'desktop');

/** "+ Add" on a day: search recipes, or write a note; at a meal, with servings. */
const adding = (): Story => ({
  render: planStory(client(), [{ type: 'add.open', day: '2026-11-26' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add to Thursday 26 Nov' });
    await expect(within(dialog).getByRole('button', { name: 'Add to plan' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Recipe' }), 'soup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    const found = await within(dialog).findByRole('list', { name: 'Recipes found' });
    await expect(within(found).getByText('Leek and potato soup')).toBeVisible();
    await expect(within(found).getByText('(From the catalogue)')).toBeVisible();
  },
});
export const AddingPhone = atViewport(adding(), 'Adding', 'phone');
export const AddingDesktop = atViewport(adding(), 'Adding', 'desktop');

const searching = (): Story => ({
  render: planStory(client({ getMyRecipes: never }), [
    { type: 'add.open', day: '2026-11-26' },
    { type: 'add.change', query: 'soup' },
    { type: 'add.search' },
  ]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add to Thursday 26 Nov' });
    await expect(await within(dialog).findByRole('status', { name: 'Searching recipes' })).toBeVisible();
  },
});
export const SearchingPhone = atViewport(searching(), 'Searching', 'phone');
export const SearchingDesktop = atViewport(searching(), 'Searching', 'desktop');

const searchFailed = (): Story => ({
  render: planStory(client({ getMyRecipes: refuse(503) }), [
    { type: 'add.open', day: '2026-11-26' },
    { type: 'add.change', query: 'soup' },
    { type: 'add.search' },
  ]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add to Thursday 26 Nov' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not search recipes. Try again.',
    );
  },
});
export const SearchFailedPhone = atViewport(searchFailed(), 'Search failed', 'phone');
export const SearchFailedDesktop = atViewport(searchFailed(), 'Search failed', 'desktop');

/** A recipe chosen: the dialog shows it, with its source, and adds it. */
const chosen = (): Story => ({
  render: planStory(client(), [
    { type: 'add.open', day: '2026-11-26' },
    { type: 'add.change', query: 'soup', meal: 'lunch', servings: 3 },
    { type: 'add.search' },
    {
      type: 'add.choose',
      recipe: { recipeId: sampleId(43), title: 'Leek and potato soup', image: null, source: 'yours' },
    },
  ]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add to Thursday 26 Nov' });
    await expect(await within(dialog).findByText('Leek and potato soup')).toBeVisible();
    await expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveValue(3);
    await expect(within(dialog).getByRole('button', { name: 'Add to plan' })).toBeEnabled();
  },
});
export const RecipeChosenPhone = atViewport(chosen(), 'Recipe chosen', 'phone');
export const RecipeChosenDesktop = atViewport(chosen(), 'Recipe chosen', 'desktop');

/** Each entry's ⋯ menu, by keyboard: Move to day and Move to meal are submenus; servings; Remove. */
const entryMenu = (): Story => ({
  render: planStory(client()),
  play: async ({ canvasElement }) => {
    const more = await within(canvasElement).findByRole('button', { name: 'More for Shakshuka' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    // Radix names the menu after the button that opened it.
    const menu = await screen.findByRole('menu', { name: 'More for Shakshuka' });
    await expect(within(menu).getByRole('menuitem', { name: 'More servings (3)' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Fewer servings (1)' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toBeVisible();
    // Opened by keyboard, the menu focuses its first item.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Move to day' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const days = await screen.findByRole('menu', { name: 'Move to day' });
    await waitFor(() => expectOnScreen(days));
    await expect(within(days).getByRole('menuitem', { name: 'Thursday 26 Nov' })).toBeVisible();
    await expect(within(days).queryByRole('menuitem', { name: 'Wednesday 25 Nov' })).toBeNull();
    // Escape closes the submenu, then the menu, and gives the focus back to the ⋯ button.
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // (The closed menu's button is drawn again as Radix's when it opens: the same button, found again.)
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'More for Shakshuka' })).toHaveFocus(),
    );
  },
});
export const EntryMenuPhone = atViewport(entryMenu(), 'Entry menu', 'phone');
export const EntryMenuDesktop = atViewport(entryMenu(), 'Entry menu', 'desktop');

/** A menu is on screen: Radix first draws it above the page (translate(0, -200%)), then where it belongs. */
function expectOnScreen(element: Element) {
  const box = element.getBoundingClientRect();
  const { clientWidth, clientHeight } = document.documentElement;
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(clientWidth);
  expect(box.bottom).toBeLessThanOrEqual(clientHeight);
}

/**
 * Move to day with a finger or a mouse. On a 375 px phone there is no room beside the menu for the days, on either
 * side: they open inside the screen all the same, every day whole on it (issue 39: they opened off its left edge).
 * The entry moves at once.
 */
const moveToDay = (): Story => ({
  render: planStory(client()),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'More for Buttermilk pancakes' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to day' }));
    const days = await screen.findByRole('menu', { name: 'Move to day' });
    await waitFor(() => expectOnScreen(days));
    expectOnScreen(screen.getByRole('menu', { name: 'More for Buttermilk pancakes' }));
    const choices = within(days).getAllByRole('menuitem');
    await expect(choices.map((day) => day.textContent)).toEqual([
      'Monday 23 Nov',
      'Wednesday 25 Nov',
      'Thursday 26 Nov',
      'Friday 27 Nov',
      'Saturday 28 Nov',
      'Sunday 29 Nov',
    ]);
    for (const day of choices) expectOnScreen(day);
    await userEvent.click(within(days).getByRole('menuitem', { name: 'Wednesday 25 Nov' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const wednesday = page.getByRole('region', { name: 'Wednesday 25 Nov' });
    await expect(await within(wednesday).findByRole('link', { name: 'Buttermilk pancakes' })).toBeVisible();
  },
});
export const MoveToDayPhone = atViewport(moveToDay(), 'Move to day', 'phone');
export const MoveToDayDesktop = atViewport(moveToDay(), 'Move to day', 'desktop');

/** Removed at once, with Undo in a notice rather than a confirmation. */
const removed = (): Story => ({
  render: planStory(client(), [{ type: 'entry.remove', entryId: sampleId(104) }]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const notice = await page.findByText('Removed Shakshuka from Wednesday.');
    await expect(notice).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Shakshuka' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    await expect(await page.findByRole('link', { name: 'Shakshuka' })).toBeVisible();
  },
});
export const RemovedPhone = atViewport(removed(), 'Removed, Undo', 'phone');
export const RemovedDesktop = atViewport(removed(), 'Removed, Undo', 'desktop');

/** Friends by name, in the order of their names, the username beside each (issue 39). */
const sharing = (): Story => ({
  render: planStory(client(), [{ type: 'share.open' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share meal plan' });
    const stop = await within(dialog).findByRole('button', { name: 'Stop sharing with Kenji Lopez' });
    await expect(stop).toBeVisible();
    await expect(stop).toHaveAccessibleDescription('@kenji_eats');
    await expect(within(dialog).getByRole('button', { name: 'Share with Ada Lovelace' })).toBeVisible();
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Ada Lovelace @adaShare', 'Kenji Lopez @kenji_eatsStop sharing']);
  },
});
export const SharingPhone = atViewport(sharing(), 'Sharing', 'phone');
export const SharingDesktop = atViewport(sharing(), 'Sharing', 'desktop');

const sharingFailed = (): Story => ({
  render: planStory(client({ getFriends: refuse(503) }), [{ type: 'share.open' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share meal plan' });
    await expect(await within(dialog).findByText('Could not load your friends.')).toBeVisible();
  },
});
export const SharingFailedPhone = atViewport(sharingFailed(), 'Sharing failed', 'phone');
export const SharingFailedDesktop = atViewport(sharingFailed(), 'Sharing failed', 'desktop');

/** A plan a friend shares: it says whose it is, by name (issue 39); only its owner shares it on. */
const sharedWithMe = (): Story => ({
  render: planStory(client(), [{ type: 'plan.open', planId: kenjisWeek.id }]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Kenji Lopez’s plan, shared with you')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Plan' })).toHaveTextContent('Kenji Lopez’s plan');
    await waitFor(() => expect(page.queryByRole('button', { name: 'Share' })).toBeNull());
  },
});
export const SharedWithMePhone = atViewport(sharedWithMe(), 'Shared with me', 'phone');
export const SharedWithMeDesktop = atViewport(sharedWithMe(), 'Shared with me', 'desktop');

/** A recipe whose ingredients are on the shopping list says so; adding the week again asks first. */
const listedBefore = { addedToListAt: '2026-11-23T18:00:00.000Z' };
const weekToListAsked = (): Story => ({
  render: planStory(
    client({
      getPlanWeek: answer({
        ...mariasWeek,
        entries: mariasWeek.entries.map((e) => (e.title === 'Shakshuka' ? { ...e, ...listedBefore } : e)),
      }),
    }),
    [{ type: 'week.toList' }],
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Some of these were already added' });
    await expect(dialog).toHaveTextContent(
      '1 recipe of this week is on the shopping list already. Add them again?',
    );
    await expect(within(dialog).getByRole('button', { name: 'Add all 4 recipes again' })).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Add only the 3 recipes not added yet' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Shakshuka was on the list before; the other three are shown added at once.
    const wednesday = page.getByRole('region', { name: 'Wednesday 25 Nov' });
    await expect(within(wednesday).getByText('On the shopping list')).toBeVisible();
    await expect(page.getAllByText('On the shopping list')).toHaveLength(4);
  },
});
export const WeekToListAskedPhone = atViewport(weekToListAsked(), 'Week to list, asked first', 'phone');
export const WeekToListAskedDesktop = atViewport(weekToListAsked(), 'Week to list, asked first', 'desktop');

/** "Subscribe in your calendar": the address is read… */
const calendarLoading = (): Story => ({
  render: calendarStory({ getCalendarFeed: never }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    await expect(within(dialog).getByRole('status', { name: 'Loading your calendar address' })).toBeVisible();
  },
});
export const CalendarLoadingPhone = atViewport(calendarLoading(), 'Calendar, loading', 'phone');
export const CalendarLoadingDesktop = atViewport(calendarLoading(), 'Calendar, loading', 'desktop');

/** …and shown, as webcal:// for calendar apps and https:// for the rest, each with Copy. */
const calendarShown = (): Story => ({
  render: calendarStory({}),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    await expect(await within(dialog).findByText(feed.webcalUrl)).toBeVisible();
    await expect(within(dialog).getByText(feed.url)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Copy the Calendar app address' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Reset address' })).toBeEnabled();
  },
});
export const CalendarShownPhone = atViewport(calendarShown(), 'Calendar, shown', 'phone');
export const CalendarShownDesktop = atViewport(calendarShown(), 'Calendar, shown', 'desktop');

const calendarFailed = (): Story => ({
  render: calendarStory({ getCalendarFeed: refuse(503) }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    await expect(await within(dialog).findByText('Could not load your calendar address.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
export const CalendarFailedPhone = atViewport(calendarFailed(), 'Calendar, failed', 'phone');
export const CalendarFailedDesktop = atViewport(calendarFailed(), 'Calendar, failed', 'desktop');

/** Reset asks first: the old address stops at once. */
const calendarConfirmingReset = (): Story => ({
  render: calendarStory({}, [{ type: 'calendar.reset' }]),
  play: async () => {
    const question = await screen.findByRole('alertdialog', { name: 'Reset your calendar address?' });
    await expect(question).toHaveTextContent('The address you have now stops working at once');
  },
});
export const CalendarConfirmingResetPhone = atViewport(
  calendarConfirmingReset(),
  'Calendar, confirming reset',
  'phone',
);
export const CalendarConfirmingResetDesktop = atViewport(
  calendarConfirmingReset(),
  'Calendar, confirming reset',
  'desktop',
);

const calendarResetting = (): Story => ({
  render: calendarStory({}, [{ type: 'calendar.reset' }, { type: 'calendar.resetConfirm' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    await expect(await within(dialog).findByText('Making a new address…')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Reset address' })).toBeDisabled();
  },
});
export const CalendarResettingPhone = atViewport(calendarResetting(), 'Calendar, resetting', 'phone');
export const CalendarResettingDesktop = atViewport(calendarResetting(), 'Calendar, resetting', 'desktop');

/** "+ Add" searches the member's cookbooks too: open one, then choose one of its recipes. */
const cookbookOpened = (): Story => ({
  render: planStory(client(), [
    { type: 'add.open', day: '2026-11-26' },
    { type: 'add.change', query: 'soup' },
    { type: 'add.search' },
  ]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add to Thursday 26 Nov' });
    const cookbooks = await within(dialog).findByRole('list', { name: 'Cookbooks found' });
    await expect(within(cookbooks).getByText('Soups for winter')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the cookbook Soups for winter' }));
    const recipes = await within(dialog).findByRole('list', { name: 'Recipes in Soups for winter' });
    await expect(within(recipes).getByText('Red lentil soup with chicken and turnips')).toBeVisible();
    await expect(within(recipes).getAllByText('(In the cookbook)')).toHaveLength(2);
  },
});
export const CookbookOpenedPhone = atViewport(cookbookOpened(), 'Cookbook opened', 'phone');
export const CookbookOpenedDesktop = atViewport(cookbookOpened(), 'Cookbook opened', 'desktop');
