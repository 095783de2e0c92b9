// The cookbooks list on /cookbooks in each state, drawn from the cookbooks machine with a fake client through
// the route's own selector (STYLE 15b).
import { CookbooksScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectCookbooksScreen } from '../../app/selectors/cookbooksScreen.ts';
import { cookbooksMachine } from '../../machines/index.ts';
import { aCookbook, sampleId } from '../statecharts/samples.ts';
import { answer, never } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Cookbooks',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shell = () => memberShell({ current: 'cookbooks' });

// The cookbooks list is drawn from the cookbooks machine through the route's selector, with a fake client.
const listCookbooks = [
  aCookbook({ _id: sampleId(1), title: 'Weeknight Dinners', coverImage: 'cover1.JPG', isPublic: true }),
  aCookbook({ _id: sampleId(2), title: 'Baking', coverImage: 'cover4.JPG', isPublic: false }),
  aCookbook({ _id: sampleId(3), title: 'Grandma’s Classics', coverImage: 'cover7.JPG', isPublic: true }),
  aCookbook({ _id: sampleId(4), title: 'Summer BBQ Party!!', coverImage: 'cover9.JPG', isPublic: false }),
];
const cookbooksClient = (overrides: Record<string, unknown> = {}) =>
  ({
    getCookbooks: answer(listCookbooks),
    createCookbook: never,
    setCookbookPrivacy: never,
    deleteCookbook: never,
    ...overrides,
  }) as never;
const cookbooksStory = (client: never, events: EventFromLogic<typeof cookbooksMachine>[] = []) =>
  fromMachine({
    machine: cookbooksMachine,
    input: { client },
    events,
    render: (snapshot, send) => (
      <CookbooksScreen shell={shell()} {...selectCookbooksScreen(snapshot, send)} />
    ),
  });

export const ListLoading: Story = { render: cookbooksStory(cookbooksClient({ getCookbooks: never })) };

export const ListPopulated: Story = {
  render: cookbooksStory(cookbooksClient()),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Cookbooks' })).toBeVisible();
    await expect(await page.findByRole('link', { name: /Weeknight Dinners/ })).toBeVisible();
  },
};

export const ListEmpty: Story = {
  render: cookbooksStory(cookbooksClient({ getCookbooks: answer([]) })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No cookbooks created yet. Click Create to add one.'),
    ).toBeVisible();
  },
};

/** The create dialog is the machine's `creating` state; what is typed is the machine's draft. */
export const ListCreating: Story = {
  render: cookbooksStory(cookbooksClient(), [
    { type: 'dialog.open' },
    { type: 'draft.change', title: 'Soups', coverImage: 'cover2.JPG' },
  ]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Cookbook' });
    await expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Soups');
    await expect(within(dialog).getByRole('radio', { name: 'Cover 2' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Create Cookbook' })).toBeEnabled();
  },
};

/** Delete asks first (the machine's `confirmingDelete`); Cancel goes back and deletes nothing. */
export const ListConfirmDelete: Story = {
  render: cookbooksStory(cookbooksClient(), [{ type: 'cookbook.delete', id: sampleId(2) }]),
  play: async () => {
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent(
      'Are you sure you want to delete this cookbook? This action cannot be undone.',
    );
  },
};

/** Cancel: the question closes and nothing changed. */
export const ListDeleteCancelled: Story = {
  render: ListConfirmDelete.render,
  play: async (context) => {
    await ListConfirmDelete.play?.(context);
    const { canvasElement } = context;
    const question = screen.getByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('link', { name: /Baking/ })).toBeVisible();
  },
};

/** Confirming deletes: the card goes once the server has answered. */
export const ListDeleted: Story = {
  render: cookbooksStory(cookbooksClient({ deleteCookbook: answer({}) }), [
    { type: 'cookbook.delete', id: sampleId(2) },
  ]),
  play: async ({ canvasElement }) => {
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('link', { name: /Baking/ })).not.toBeInTheDocument(),
    );
  },
};

// This screen at the review widths.
export const ListPopulatedAt375: Story = atViewport(ListPopulated, 'Cookbooks', 'phone');
export const ListPopulatedAt768: Story = atViewport(ListPopulated, 'Cookbooks', 'tablet');
export const ListPopulatedAt1280: Story = atViewport(ListPopulated, 'Cookbooks', 'desktop');
