import { CookbookScreen, CookbooksScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { cookbooks, recipes } from '../fixtures.ts';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Cookbooks',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const create = { open: false, onOpenChange: fn(), onCreate: fn() };
const cards = { onDelete: fn(), onTogglePrivacy: fn() };
const shell = () => memberShell({ current: 'cookbooks' });

export const ListLoading: Story = {
  render: () => (
    <CookbooksScreen shell={shell()} grid={{ cookbooks: [], status: 'loading' }} create={create} />
  ),
};

export const ListPopulated: Story = {
  render: () => (
    <CookbooksScreen shell={shell()} grid={{ cookbooks, status: 'ready', ...cards }} create={create} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Cookbooks' })).toBeVisible();
  },
};

export const ListEmpty: Story = {
  render: () => <CookbooksScreen shell={shell()} grid={{ cookbooks: [], status: 'ready' }} create={create} />,
};

export const ListCreating: Story = {
  render: () => (
    <CookbooksScreen
      shell={shell()}
      grid={{ cookbooks, status: 'ready', ...cards }}
      create={{ ...create, open: true }}
    />
  ),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Create a New Cookbook' })).toBeInTheDocument();
  },
};

export const ListConfirmDelete: Story = {
  render: () => (
    <CookbooksScreen
      shell={shell()}
      grid={{ cookbooks, status: 'ready', ...cards }}
      create={create}
      confirmDelete={{ open: true, onOpenChange: fn(), onConfirm: fn() }}
    />
  ),
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete this cookbook? This action cannot be undone.',
    );
  },
};

const detail = {
  status: 'ready' as const,
  cookbook: {
    title: 'Weeknight Dinners',
    recipeCount: 5,
    owners: [{ username: 'chef_ana' }, { username: 'lee' }],
  },
  recipes: recipes.slice(0, 5),
  isOwner: true,
  onOpenRecipe: fn(),
  onRemoveRecipe: fn(),
  onAddCollaborator: fn(),
  onDownloadPdf: fn(),
};

export const DetailOwner: Story = { render: () => <CookbookScreen shell={shell()} detail={detail} /> };

export const DetailVisitor: Story = {
  render: () => <CookbookScreen shell={shell()} detail={{ ...detail, isOwner: false }} />,
};

export const DetailLoading: Story = {
  render: () => <CookbookScreen shell={shell()} detail={{ ...detail, status: 'loading', cookbook: null }} />,
};

export const DetailEmpty: Story = {
  render: () => (
    <CookbookScreen
      shell={shell()}
      detail={{ ...detail, cookbook: { ...detail.cookbook, recipeCount: 0 }, recipes: [] }}
    />
  ),
};

export const DetailInviting: Story = {
  render: () => (
    <CookbookScreen
      shell={shell()}
      detail={detail}
      invite={{
        open: true,
        onOpenChange: fn(),
        query: 'sam',
        onQueryChange: fn(),
        search: { status: 'results', users: [{ id: 'u1', username: 'sam_bakes' }] },
        invitingId: 'u1',
        onInvite: fn(),
      }}
    />
  ),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Inviting…' })).toBeDisabled();
  },
};

export const DetailConfirmRemove: Story = {
  render: () => (
    <CookbookScreen
      shell={shell()}
      detail={detail}
      confirmRemove={{ open: true, onOpenChange: fn(), onConfirm: fn() }}
    />
  ),
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to remove this recipe?',
    );
  },
};

// The screens of this group at the three review widths.
export const ListPopulatedAt375: Story = atViewport(ListPopulated, 'Cookbooks', 'phone');
export const ListPopulatedAt768: Story = atViewport(ListPopulated, 'Cookbooks', 'tablet');
export const ListPopulatedAt1280: Story = atViewport(ListPopulated, 'Cookbooks', 'desktop');
export const DetailOwnerAt375: Story = atViewport(DetailOwner, 'Cookbook detail', 'phone');
export const DetailOwnerAt768: Story = atViewport(DetailOwner, 'Cookbook detail', 'tablet');
export const DetailOwnerAt1280: Story = atViewport(DetailOwner, 'Cookbook detail', 'desktop');
