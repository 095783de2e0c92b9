// A profile's Cookbooks and Recipes lists as their owner sees them (private ones marked 'Private') and as anyone
// else does (public ones only, as the server answers), drawn from the profile machine through the route's
// selector; the scrollers show their arrows only when the row overflows.
import { ProfileScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectProfileScreen } from '../../app/selectors/profileScreen.ts';
import { profileMachine } from '../../machines/index.ts';
import { cookbooks, recipes } from '../fixtures.ts';
import { aCookbook, anOwnProfile, aPublicProfile, aRecipe, sampleId } from '../statecharts/samples.ts';
import { answer } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Profile lists',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const lea = { _id: sampleId(9), username: 'lea.green', fName: 'Lea', lName: 'Green', bio: 'Greens first.' };
// Baking and Summer BBQ Party!! are private (fixtures); the 2nd and 5th recipes too.
const ownCookbooks = cookbooks.map((card) =>
  aCookbook({ _id: card.id, title: card.title, coverImage: card.coverUrl.slice(1), isPublic: card.isPublic }),
);
const ownRecipes = recipes
  .slice(0, 5)
  .map((card, index) =>
    aRecipe({ _id: card.id, title: card.title, image: card.image ?? '', isPublic: index % 3 !== 1 }),
  );

const listsStory = (username?: string) =>
  fromMachine({
    machine: profileMachine,
    input: {
      client: {
        getOwnProfile: answer(anOwnProfile({ ...lea, intolerances: [] })),
        // Someone else gets what the server hands them: the public ones only.
        getMemberProfile: answer(aPublicProfile({ ...lea, relation: 'none' })),
        getUserCookbooks: answer(username ? ownCookbooks.filter((b) => b.isPublic) : ownCookbooks),
        getUserRecipes: answer(username ? ownRecipes.filter((r) => r.isPublic) : ownRecipes),
      } as never,
      username,
      hasToken: true,
      memberId: username ? sampleId(31) : sampleId(9),
      origin: 'https://potluck.example',
      writeClipboard: async () => undefined,
    },
    render: (snapshot, send, notices) => (
      <ProfileScreen
        shell={{ ...memberShell({ search: 'friends', current: 'profile' }), ...notices }}
        {...selectProfileScreen(snapshot, send)}
      />
    ),
  });

/** The owner's own profile: their private cookbooks and recipes are listed too, each marked 'Private'. */
export const OwnWithPrivate: Story = {
  render: listsStory(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const books = within(await page.findByRole('list', { name: 'Your cookbooks' }));
    await expect(books.getByRole('link', { name: /Baking/ })).toHaveTextContent('Private');
    await expect(books.getByRole('link', { name: /Weeknight Dinners/ })).not.toHaveTextContent('Private');
    await userEvent.click(page.getByRole('tab', { name: 'Recipes' }));
    const own = within(await page.findByRole('list', { name: 'Your recipes' }));
    await expect(own.getByRole('link', { name: /Lemon Herb Chicken/ })).toHaveTextContent('Private');
    await expect(own.getByRole('link', { name: /Roasted Tomato Soup/ })).not.toHaveTextContent('Private');
  },
};

/** Someone else's view of the same member: public ones only, nothing marked. */
export const SeenByOthers: Story = {
  render: listsStory('lea.green'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const books = within(await page.findByRole('list', { name: 'Public cookbooks' }));
    await expect(books.getAllByRole('listitem')).toHaveLength(2);
    await expect(page.queryByText('Private')).not.toBeInTheDocument();
  },
};

/** Four cookbooks overflow a phone's row: the arrows show above it, the left one disabled at the start. */
export const OwnWithPrivateAt375: Story = {
  ...atViewport(OwnWithPrivate, 'Profile lists', 'phone'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('list', { name: 'Your cookbooks' });
    await expect(await page.findByRole('button', { name: 'Scroll Your cookbooks left' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Scroll Your cookbooks right' })).toBeEnabled();
  },
};

/** At 1280 px four cookbooks fit in the row: no arrows. */
export const OwnWithPrivateAt1280: Story = {
  ...atViewport(OwnWithPrivate, 'Profile lists', 'desktop'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = await page.findByRole('list', { name: 'Your cookbooks' });
    await waitFor(() =>
      expect(page.queryAllByRole('button', { name: /Scroll Your cookbooks/ })).toHaveLength(
        row.scrollWidth > row.clientWidth + 1 ? 2 : 0,
      ),
    );
  },
};
