// A cookbook's page on /cookbooks/:id in each state, drawn from the cookbook detail machine with a fake client
// through the route's own selector (STYLE 15b).
import { CookbookScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectCookbookScreen } from '../../app/selectors/cookbookScreen.ts';
import { cookbookDetailMachine } from '../../machines/index.ts';
import { recipes } from '../fixtures.ts';
import { aCookbook, aSummary, sampleId } from '../statecharts/samples.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { staleAnswers } from '../support/staleAnswers.ts';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Cookbook',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shell = () => memberShell({ current: 'cookbooks' });

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
const sam = { _id: sampleId(7), username: 'sam_bakes', fName: 'Sam', lName: 'Baker' };
const pageClient = (overrides: Record<string, unknown> = {}) =>
  ({
    getCookbook: answer(weeknight),
    removeRecipeFromCookbook: answer({}),
    addCookbookToMyShoppingList: answer({}),
    searchUsers: answer([sam]),
    shareCookbook: never,
    onStale: () => () => {},
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
      exportPdf: () => new Promise<void>(() => {}),
    },
    events,
    render: (snapshot, send, notices) => (
      <CookbookScreen shell={{ ...shell(), ...notices }} {...selectCookbookScreen(snapshot, send, null)} />
    ),
  });

/** Stands in for the client's live-event router: the play function says another owner changed the cookbook. */
const collaborator = staleAnswers();

/**
 * Another owner removes a recipe while the page is open: the client's live-event router marks the cookbook stale, which
 * refreshes the page, which then shows one recipe fewer.
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
      onStale: collaborator.onStale,
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/5 Recipes/)).toBeVisible();
    // The other owner's change arrives once the first copy is on screen, not after a guessed time.
    await waitFor(() => expect(collaborator.listening()).toBeGreaterThan(0));
    collaborator.mark(['cookbook', weeknight._id]);
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

/**
 * The invite dialog is the machine's `invite.open`; its search, the child machine, found sam_bakes: shown by name
 * first, the username searched for beside it (issue 39).
 */
export const DetailInviteResults: Story = {
  render: pageStory(pageClient(), [{ type: 'invite.open' }, { type: 'query.change', query: 'sam' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Collaborator' });
    const invite = await within(dialog).findByRole('button', { name: 'Invite Sam Baker' });
    await expect(invite).toBeEnabled();
    await expect(invite).toHaveAccessibleDescription('@sam_bakes');
  },
};

/** While the invite is out the button reads 'Inviting…' and waits. */
export const DetailInviting: Story = {
  render: pageStory(pageClient(), [{ type: 'invite.open' }, { type: 'query.change', query: 'sam' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Collaborator' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Invite Sam Baker' }));
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
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Invite Sam Baker' }));
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

// This screen at the review widths.
export const DetailOwnerAt375: Story = atViewport(DetailOwner, 'Cookbook detail', 'phone');
export const DetailOwnerAt768: Story = atViewport(DetailOwner, 'Cookbook detail', 'tablet');
export const DetailOwnerAt1280: Story = atViewport(DetailOwner, 'Cookbook detail', 'desktop');
