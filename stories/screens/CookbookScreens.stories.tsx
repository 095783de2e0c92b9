import { CookbookScreen, CookbooksScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectCookbookScreen } from '../../app/selectors/cookbookScreen.ts';
import { selectCookbooksScreen } from '../../app/selectors/cookbooksScreen.ts';
import { cookbookDetailMachine, cookbooksMachine, memoryStorage } from '../../machines/index.ts';
import { recipes } from '../fixtures.ts';
import { aCookbook, aSummary, sampleId } from '../statecharts/samples.ts';
import { answer, never, refuse } from '../support/answers.ts';
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

// A cookbook page is drawn from the cookbook detail machine through the route's selector, with a fake client;
// the member (ada) owns the cookbook unless the story says otherwise.
const ada = sampleId(9);
const pageRecipes = recipes.slice(0, 5);
const weeknight = aCookbook({
  _id: sampleId(21),
  title: 'Weeknight Dinners',
  owners: [ada, sampleId(8)],
  ownerNames: [
    { _id: ada, username: 'ada' },
    { _id: sampleId(8), username: 'lee' },
  ],
  recipes: pageRecipes.map((recipe) => recipe.id),
  recipeSummaries: pageRecipes.map((recipe) =>
    aSummary({
      id: recipe.id,
      title: recipe.title,
      image: recipe.image ?? null,
      readyInMinutes: recipe.readyInMinutes ?? null,
      servings: recipe.servings === null || recipe.servings === undefined ? null : Number(recipe.servings),
    }),
  ),
});
const sam = { _id: sampleId(7), username: 'sam_bakes' };
const pageClient = (overrides: Record<string, unknown> = {}) =>
  ({
    getCookbook: answer(weeknight),
    removeRecipeFromCookbook: answer({}),
    addCookbookToMyShoppingList: answer({}),
    searchUsers: answer([sam]),
    shareCookbook: never,
    subscribe: () => () => {},
    ...overrides,
  }) as never;
const pageStory = (
  client: never,
  events: EventFromLogic<typeof cookbookDetailMachine>[] = [],
  memberId = ada,
) =>
  fromMachine({
    machine: cookbookDetailMachine,
    input: {
      client,
      cookbookId: weeknight._id,
      memberId,
      memberUsername: 'ada',
      localStorage: memoryStorage(),
      now: () => Date.parse('2026-11-23T12:00:00Z'),
      exportPdf: () => new Promise<void>(() => {}),
    },
    events,
    render: (snapshot, send, notices) => (
      <CookbookScreen shell={{ ...shell(), ...notices }} {...selectCookbookScreen(snapshot, send, null)} />
    ),
  });

/**
 * Another owner removes a recipe while the page is open: the server's live event (`cookbook.changed`) refreshes the
 * page, which then shows one recipe fewer.
 */
export const DetailChangedByCollaborator: Story = {
  render: pageStory(
    pageClient({
      getCookbook: (() => {
        let calls = 0;
        const after = {
          ...weeknight,
          recipes: weeknight.recipes.slice(1),
          recipeSummaries: weeknight.recipeSummaries?.slice(1),
        };
        return async () => structuredClone(calls++ === 0 ? weeknight : after);
      })(),
      subscribe: (listener: (update: { type: 'cookbook.changed'; cookbookId: string }) => void) => {
        const timer = setTimeout(
          () => listener({ type: 'cookbook.changed', cookbookId: weeknight._id }),
          300,
        );
        return () => clearTimeout(timer);
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/5 Recipes/)).toBeVisible();
    await expect(await page.findByText(/4 Recipes/)).toBeVisible();
  },
};

/** An owner's page: '+ Add collaborator', 'Download PDF' and a remove button per card. */
export const DetailOwner: Story = {
  render: pageStory(pageClient()),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Weeknight Dinners' })).toBeVisible();
    await expect(page.getByText(/5 Recipes/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Add collaborator/ })).toBeVisible();
  },
};

/** Someone who does not own it sees the recipes and the owners, and no owner's buttons. */
export const DetailVisitor: Story = {
  render: pageStory(pageClient(), [], sampleId(5)),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Weeknight Dinners' });
    await expect(page.queryByRole('button', { name: /Add collaborator/ })).not.toBeInTheDocument();
  },
};

export const DetailLoading: Story = { render: pageStory(pageClient({ getCookbook: never })) };

export const DetailEmpty: Story = {
  render: pageStory(pageClient({ getCookbook: answer({ ...weeknight, recipes: [], recipeSummaries: [] }) })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("This cookbook doesn't have any recipes yet."),
    ).toBeVisible();
  },
};

/** The invite dialog is the machine's `invite.open`; its search, the child machine, found sam_bakes. */
export const DetailInviteResults: Story = {
  render: pageStory(pageClient(), [{ type: 'invite.open' }, { type: 'query.change', query: 'sam' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Collaborator' });
    await expect(await within(dialog).findByRole('button', { name: 'Invite sam_bakes' })).toBeEnabled();
  },
};

/** While the invite is out the button reads 'Inviting…' and waits. */
export const DetailInviting: Story = {
  render: pageStory(pageClient(), [{ type: 'invite.open' }, { type: 'query.change', query: 'sam' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Collaborator' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Invite sam_bakes' }));
    await expect(await within(dialog).findByRole('button', { name: 'Inviting…' })).toBeDisabled();
  },
};

/** A refused invite says the server's reason in an alert; the results stay. */
export const DetailInviteFailed: Story = {
  render: pageStory(pageClient({ shareCookbook: refuse(409, 'Already a collaborator') }), [
    { type: 'invite.open' },
    { type: 'query.change', query: 'sam' },
  ]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Collaborator' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Invite sam_bakes' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Already a collaborator');
  },
};

/** Remove asks first (the machine's `recipes.confirmingRemove`); Cancel keeps the recipe. */
export const DetailConfirmRemove: Story = {
  render: pageStory(pageClient(), [{ type: 'recipe.remove', recipeId: pageRecipes[1]!.id }]),
  play: async () => {
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent('Are you sure you want to remove this recipe?');
  },
};

/** Cancel: the question closes and nothing changed. */
export const DetailRemoveCancelled: Story = {
  render: DetailConfirmRemove.render,
  play: async (context) => {
    await DetailConfirmRemove.play?.(context);
    const { canvasElement } = context;
    const question = screen.getByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText(pageRecipes[1]!.title)).toBeVisible();
  },
};

/** Confirming removes the card and toasts 'Recipe removed'. */
export const DetailRecipeRemoved: Story = {
  render: pageStory(pageClient(), [
    { type: 'recipe.remove', recipeId: pageRecipes[1]!.id },
    { type: 'remove.confirm' },
  ]),
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText('Recipe removed')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(pageRecipes[1]!.title)).not.toBeInTheDocument();
  },
};

/** Download PDF is busy while the PDF is drawn (the machine's `pdf.generating`). */
export const DetailExporting: Story = {
  render: pageStory(pageClient(), [{ type: 'pdf.export' }]),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /Download PDF/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

// The screens of this group at the three review widths.
export const ListPopulatedAt375: Story = atViewport(ListPopulated, 'Cookbooks', 'phone');
export const ListPopulatedAt768: Story = atViewport(ListPopulated, 'Cookbooks', 'tablet');
export const ListPopulatedAt1280: Story = atViewport(ListPopulated, 'Cookbooks', 'desktop');
export const DetailOwnerAt375: Story = atViewport(DetailOwner, 'Cookbook detail', 'phone');
export const DetailOwnerAt768: Story = atViewport(DetailOwner, 'Cookbook detail', 'tablet');
export const DetailOwnerAt1280: Story = atViewport(DetailOwner, 'Cookbook detail', 'desktop');
