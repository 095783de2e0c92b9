import { describe, expect, it, vi } from 'vitest';
import { type EventObject, waitFor } from 'xstate';
import { type RecipeDetailClient, recipeDetailMachine } from '../../../machines/recipeDetailMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { sharedLinkKey } from '../../../machines/support/storageKeys.ts';
import { aCookbook, aFriend, anOwnProfile, aRecipeView } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const memberRecipeId = 'a'.repeat(24);
const cookbookId = 'c'.repeat(24);
const nutrients = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `n${i}`, amount: i, unit: 'g' }));

const memberId = 'm'.repeat(24);

function fakeClient(overrides: Partial<RecipeDetailClient> = {}): RecipeDetailClient {
  return {
    getMemberRecipe: vi.fn(async () => aRecipeView({ title: 'Soup', nutrients: nutrients(8) })),
    getExternalRecipe: vi.fn(async () => aRecipeView({ title: 'Pasta', nutrients: nutrients(3) })),
    getOwnProfile: vi.fn(async () => anOwnProfile({ _id: memberId })),
    getLikes: vi.fn(async () => ({ likeCount: 2, liked: false })),
    toggleLike: vi.fn(async () => ({ likeCount: 3, liked: true })),
    getCookbooks: vi.fn(async () => [aCookbook({ _id: cookbookId })]),
    addRecipeToCookbook: vi.fn(async () => ({})),
    getFriends: vi.fn(async () => [aFriend({ _id: 'f'.repeat(24), username: 'bob' })]),
    ...overrides,
  };
}

function start(recipeId: string, overrides: Partial<RecipeDetailClient> = {}) {
  const client = fakeClient(overrides);
  const sessionStorage = memoryStorage();
  const writeClipboard = vi.fn(async () => undefined);
  const actor = createActor(recipeDetailMachine, {
    input: {
      client,
      recipeId,
      memberId,
      origin: 'https://potluck.test',
      writeClipboard,
      now: () => Date.parse('2026-11-24T11:00:00'),
      sessionStorage,
    },
  }).start();
  const emitted: unknown[] = [];
  actor.on('*', (e) => emitted.push(e.type === 'alert.show' ? e.text : e));
  return { actor, client, sessionStorage, writeClipboard, emitted };
}

const settled = { intolerances: 'ready', like: 'ready', cookbook: 'ready' } as const;

describe('recipeDetailMachine', () => {
  it('hands the ingredients at the chosen servings to the shopping list, with the recipe they are for', async () => {
    const { actor, emitted } = start(memberRecipeId, {
      getMemberRecipe: vi.fn(async () =>
        aRecipeView({
          title: 'Pancakes',
          servings: '2',
          ingredients: ['1 egg', '½ tsp baking soda', 'salt'],
        }),
      ),
    });
    await waitFor(actor, (s) => s.matches({ loaded: settled }));
    actor.send({ type: 'shopping.add' });
    expect(emitted.at(-1)).toEqual({
      type: 'shopping.addRecipe',
      recipeId: memberRecipeId,
      title: 'Pancakes',
      servings: undefined,
      lines: ['1 egg', '½ tsp baking soda', 'salt'],
    });
    actor.send({ type: 'servings.double' });
    actor.send({ type: 'shopping.add' });
    expect(emitted.at(-1)).toMatchObject({ servings: 4, lines: ['2 eggs', '1 tsp baking soda', 'salt'] });
  });

  it('Plan it offers today, dinner and the scaler’s servings, and hands the choice to the meal plan', async () => {
    const { actor, emitted } = start(memberRecipeId, {
      getMemberRecipe: vi.fn(async () =>
        aRecipeView({ title: 'Pancakes', servings: '2', image: 'https://x.test/p.webp' }),
      ),
    });
    await waitFor(actor, (s) => s.matches({ loaded: settled }));
    actor.send({ type: 'servings.double' });
    actor.send({ type: 'plan.open' });
    expect(actor.getSnapshot().matches({ loaded: { planning: 'choosing' } })).toBe(true);
    expect(actor.getSnapshot().context.plan).toEqual({ day: '2026-11-24', meal: 'dinner', servings: 4 });
    actor.send({ type: 'plan.change', day: '2026-11-26', meal: 'lunch', servings: 500 });
    actor.send({ type: 'plan.confirm' });
    expect(actor.getSnapshot().matches({ loaded: { planning: 'closed' } })).toBe(true);
    expect(emitted.at(-1)).toEqual({
      type: 'plan.addRecipe',
      recipeId: memberRecipeId,
      title: 'Pancakes',
      image: 'https://x.test/p.webp',
      day: '2026-11-26',
      meal: 'lunch',
      servings: 100,
    });
    // Closed without adding: nothing is asked of the plan.
    actor.send({ type: 'servings.reset' });
    actor.send({ type: 'plan.open' });
    expect(actor.getSnapshot().context.plan.servings).toBe(2);
    actor.send({ type: 'plan.close' });
    expect(emitted.filter((event) => (event as { type?: string }).type === 'plan.addRecipe')).toHaveLength(1);
  });

  it('loads a member recipe by its 24-hex id and an external one otherwise', async () => {
    const member = start(memberRecipeId);
    expect(member.actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(member.actor, (s) => s.matches({ loaded: settled }));
    expect(member.client.getMemberRecipe).toHaveBeenCalledWith(memberRecipeId);
    expect(member.actor.getSnapshot().context.intolerances).toEqual(['dairy']);

    const external = start('716429');
    await waitFor(external.actor, (s) => s.matches('loaded'));
    expect(external.client.getExternalRecipe).toHaveBeenCalledWith('716429');
  });

  it('a failed load shows nothing', async () => {
    const { actor } = start('716429', {
      getExternalRecipe: vi.fn(async () => Promise.reject(new Error('x'))),
    });
    await waitFor(actor, (s) => s.matches('failed'));
  });

  it('like shows the count and state the server returned, and tells the app (a grid shows it on the card)', async () => {
    const { actor, emitted } = start(memberRecipeId);
    await waitFor(actor, (s) => s.matches({ loaded: settled }));
    actor.send({ type: 'like.toggle' });
    await waitFor(actor, (s) => s.matches({ loaded: { like: 'ready' } }) && s.context.likes.liked);
    expect(actor.getSnapshot().context.likes).toEqual({ likeCount: 3, liked: true });
    expect(emitted).toContainEqual({
      type: 'recipe.liked',
      recipeId: memberRecipeId,
      likeCount: 3,
      liked: true,
    });
  });

  it('a failed like keeps the count and state the server gave before, and says so', async () => {
    const { actor, client, emitted } = start(memberRecipeId, {
      toggleLike: vi.fn(async () => Promise.reject(new Error('Request failed (500)'))),
    });
    await waitFor(actor, (s) => s.matches({ loaded: settled }));
    actor.send({ type: 'like.toggle' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: { like: 'ready' } }));
    expect(client.toggleLike).toHaveBeenCalledWith(memberRecipeId);
    expect(actor.getSnapshot().context.likes).toEqual({ likeCount: 2, liked: false });
    expect(emitted).toContain('Your like could not be saved. Try again.');
    expect(emitted.some((event) => (event as { type?: string }).type === 'recipe.liked')).toBe(false);
  });

  it('likes, cookbooks and friends that fail to load leave the recipe usable (only logged)', async () => {
    const down = vi.fn(async () => Promise.reject(new Error('Request failed (500)')));
    const { actor, emitted } = start(memberRecipeId, {
      getLikes: down,
      getCookbooks: down,
      getFriends: down,
    });
    await waitFor(actor, (s) => s.matches({ loaded: settled }));
    expect(actor.getSnapshot().context.likes).toEqual({ likeCount: 0, liked: false });
    expect(actor.getSnapshot().context.cookbooks).toEqual([]);
    actor.send({ type: 'share.open' });
    actor.send({ type: 'share.friends' });
    await waitFor(actor, (s) => s.matches({ loaded: { share: { friends: 'picking' } } }));
    expect(actor.getSnapshot().context.friends).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('a copy the browser refuses closes the menu without the copied alert', async () => {
    const { actor, writeClipboard, emitted } = start(memberRecipeId);
    writeClipboard.mockRejectedValueOnce(new Error('denied'));
    await waitFor(actor, (s) => s.matches({ loaded: settled }));
    actor.send({ type: 'share.open' });
    actor.send({ type: 'share.copyLink' });
    await waitFor(actor, (s) => s.matches({ loaded: { share: 'closed' } }));
    expect(writeClipboard).toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  it('adding needs a chosen cookbook, then resets the choice', async () => {
    const { actor, client, emitted } = start(memberRecipeId);
    await waitFor(actor, (s) => s.matches({ loaded: settled }));
    actor.send({ type: 'cookbook.add' });
    expect(emitted).toEqual(['Please select a cookbook!']);
    expect(client.addRecipeToCookbook).not.toHaveBeenCalled();
    actor.send({ type: 'cookbook.select', cookbookId });
    actor.send({ type: 'cookbook.add' });
    await waitFor(actor, (s) => s.matches({ loaded: { cookbook: 'ready' } }));
    expect(client.addRecipeToCookbook).toHaveBeenCalledWith(cookbookId, memberRecipeId);
    expect(actor.getSnapshot().context.selectedCookbook).toBeNull();
  });

  it.each([
    [
      Object.assign(new Error('Recipe already in the cookbook'), { status: 409 }),
      'This recipe is already in the cookbook.',
    ],
    [new Error('It is already there'), 'This recipe is already in the cookbook.'],
    [Object.assign(new Error('Request failed (500)'), { status: 500 }), 'Failed to add recipe to cookbook.'],
  ])('add failure %s alerts %s', async (error, text) => {
    const { actor, emitted } = start(memberRecipeId, {
      addRecipeToCookbook: vi.fn(async () => Promise.reject(error)),
    });
    await waitFor(actor, (s) => s.matches({ loaded: settled }));
    actor.send({ type: 'cookbook.select', cookbookId });
    actor.send({ type: 'cookbook.add' });
    await waitFor(
      actor,
      (s) => s.matches({ loaded: { cookbook: 'ready' } }) && s.context.selectedCookbook === null,
    );
    expect(emitted).toEqual([text]);
  });

  it('share: Copy Link copies the recipe link; a friend gets the link stored and the chat opened', async () => {
    const { actor, client, writeClipboard, sessionStorage, emitted } = start(memberRecipeId);
    await waitFor(actor, (s) => s.matches({ loaded: settled }));
    actor.send({ type: 'share.open' });
    actor.send({ type: 'share.copyLink' });
    await waitFor(actor, (s) => s.matches({ loaded: { share: 'closed' } }));
    expect(writeClipboard).toHaveBeenCalledWith(`https://potluck.test/recipe/${memberRecipeId}`);
    actor.send({ type: 'share.open' });
    actor.send({ type: 'share.friends' });
    await waitFor(actor, (s) => s.matches({ loaded: { share: { friends: 'picking' } } }));
    expect(client.getFriends).toHaveBeenCalledWith(memberId);
    actor.send({ type: 'friend.choose', friendId: 'f'.repeat(24) });
    expect(sessionStorage.getItem(sharedLinkKey)).toBe(`https://potluck.test/recipe/${memberRecipeId}`);
    expect(emitted).toEqual([
      'Link copied to clipboard!',
      { type: 'chat.open', userId: 'f'.repeat(24), link: `https://potluck.test/recipe/${memberRecipeId}` },
    ]);
  });

  it('nutrition offers Show More only past 6 entries', async () => {
    const member = start(memberRecipeId);
    await waitFor(member.actor, (s) => s.matches('loaded'));
    member.actor.send({ type: 'nutrition.showMore' });
    expect(member.actor.getSnapshot().matches({ loaded: { nutrition: 'all' } })).toBe(true);
    const external = start('716429');
    await waitFor(external.actor, (s) => s.matches('loaded'));
    external.actor.send({ type: 'nutrition.showMore' });
    expect(external.actor.getSnapshot().matches({ loaded: { nutrition: 'firstSix' } })).toBe(true);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(recipeDetailMachine, {
        input: {
          client: fakeClient(),
          recipeId: memberRecipeId,
          memberId,
          origin: '',
          writeClipboard: async () => undefined,
          sessionStorage: memoryStorage(),
          now: () => Date.parse('2026-11-24T11:00:00'),
        },
        events: [
          { type: 'recipe.reload' },
          { type: 'like.toggle' },
          { type: 'cookbook.select', cookbookId },
          { type: 'cookbook.add' },
          { type: 'share.open' },
          { type: 'share.close' },
          { type: 'share.copyLink' },
          { type: 'share.friends' },
          { type: 'friend.choose', friendId: 'f' },
          { type: 'nutrition.showMore' },
          { type: 'nutrition.showLess' },
          { type: 'servings.double' },
          { type: 'servings.halve' },
          { type: 'servings.change', servings: 3 },
          { type: 'servings.reset' },
          { type: 'units.showAsWritten' },
          { type: 'units.showMine' },
          { type: 'shopping.add' },
          { type: 'plan.open' },
          { type: 'plan.confirm' },
          { type: 'plan.close' },
          done('loadRecipe', { title: 'Soup', servings: '4', nutrients: nutrients(7) }),
          failed('loadRecipe'),
          done('loadIntolerances', { _id: 'm', intolerances: [] }),
          failed('loadIntolerances'),
          done('loadLikes', { likeCount: 1, liked: true }),
          done('toggleLike', { likeCount: 1, liked: true }),
          done('loadCookbooks', []),
          done('addToCookbook'),
          done('copyLink'),
          done('loadFriends', []),
        ],
        // Regions are independent: states are told apart by value alone, and the selection matters for adding.
        // (Plan it's region doubled the combinations.)
        serialize: (s) => JSON.stringify(s.value) + String(s.context.selectedCookbook),
        // The units and planning regions multiply the combinations.
        limit: 240_000,
      }),
    ).toEqual([]);
  });
});

describe('recipeDetailMachine servings', () => {
  const recipeFor = (servings: string | undefined) =>
    done('loadRecipe', aRecipeView({ title: 'Soup', servings, ingredients: ['200 g flour'] }));
  const scaledAfter = (servings: string | undefined, ...events: (EventObject & Record<string, unknown>)[]) =>
    stateAfter(
      recipeDetailMachine,
      {
        client: fakeClient(),
        recipeId: memberRecipeId,
        memberId,
        origin: '',
        writeClipboard: async () => undefined,
        sessionStorage: memoryStorage(),
        now: () => Date.parse('2026-11-24T11:00:00'),
      },
      [recipeFor(servings), ...events],
    );

  it('shows the amounts in the member’s units until they ask for the recipe as written, whatever the servings', () => {
    expect(scaledAfter('4').matches({ loaded: { units: 'mine' } })).toBe(true);
    const written = scaledAfter('4', { type: 'units.showAsWritten' }, { type: 'servings.double' });
    expect(written.matches({ loaded: { units: 'asWritten', servings: 'scaled' } })).toBe(true);
    const mine = scaledAfter('4', { type: 'units.showAsWritten' }, { type: 'units.showMine' });
    expect(mine.matches({ loaded: { units: 'mine' } })).toBe(true);
  });

  it('shows the recipe as written until the member scales it', () => {
    const snapshot = scaledAfter('4');
    expect(snapshot.matches({ loaded: { servings: 'asWritten' } })).toBe(true);
    expect(snapshot.context.servings).toBeNull();
  });

  it('×2 and ×½ scale from the servings on screen; the stepper sets a number', () => {
    expect(scaledAfter('4', { type: 'servings.double' }).context.servings).toBe(8);
    expect(scaledAfter('4', { type: 'servings.double' }, { type: 'servings.double' }).context.servings).toBe(
      16,
    );
    expect(scaledAfter('4', { type: 'servings.halve' }).context.servings).toBe(2);
    expect(scaledAfter('3', { type: 'servings.halve' }).context.servings).toBe(1.5);
    const stepped = scaledAfter('4', { type: 'servings.change', servings: 5 });
    expect(stepped.context.servings).toBe(5);
    expect(stepped.matches({ loaded: { servings: 'scaled' } })).toBe(true);
  });

  it('back at the written servings (or reset) is the recipe as written again', () => {
    const back = scaledAfter('4', { type: 'servings.double' }, { type: 'servings.halve' });
    expect(
      scaledAfter('4', { type: 'servings.halve' }, { type: 'servings.double' }).matches({
        loaded: { servings: 'asWritten' },
      }),
    ).toBe(true);
    expect(
      scaledAfter('4', { type: 'servings.change', servings: 6 }, { type: 'servings.change', servings: 4 })
        .context.servings,
    ).toBeNull();
    expect(back.matches({ loaded: { servings: 'asWritten' } })).toBe(true);
    expect(back.context.servings).toBeNull();
    const reset = scaledAfter('4', { type: 'servings.change', servings: 7 }, { type: 'servings.reset' });
    expect(reset.matches({ loaded: { servings: 'asWritten' } })).toBe(true);
    expect(reset.context.servings).toBeNull();
  });

  it('refuses servings below 1, above 100 or not a number, and scaling a recipe without servings', () => {
    expect(scaledAfter('1', { type: 'servings.halve' }).context.servings).toBeNull();
    expect(scaledAfter('4', { type: 'servings.change', servings: 0 }).context.servings).toBeNull();
    expect(scaledAfter('4', { type: 'servings.change', servings: 101 }).context.servings).toBeNull();
    expect(scaledAfter('4', { type: 'servings.change', servings: Number.NaN }).context.servings).toBeNull();
    expect(scaledAfter('64', { type: 'servings.double' }).context.servings).toBeNull();
    const unknown = scaledAfter(undefined, { type: 'servings.double' });
    expect(unknown.matches({ loaded: { servings: 'asWritten' } })).toBe(true);
    expect(unknown.can({ type: 'servings.double' })).toBe(false);
  });
});

describe('recipeDetailMachine transition table', () => {
  const loaded = done('loadRecipe', { title: 'Soup', nutrients: nutrients(8) });
  it.each<TransitionRow>([
    ['loading at first', [], 'loading'],
    ['failed', [failed('loadRecipe')], 'failed'],
    [
      'loaded: every region starts',
      [loaded],
      {
        loaded: {
          intolerances: 'loading',
          like: 'loading',
          cookbook: 'loading',
          share: 'closed',
          nutrition: 'firstSix',
        },
      },
    ],
    [
      'intolerances unavailable',
      [loaded, failed('loadIntolerances')],
      { loaded: { intolerances: 'unavailable' } },
    ],
    [
      'liking',
      [loaded, done('loadLikes', { likeCount: 1, liked: false }), { type: 'like.toggle' }],
      { loaded: { like: 'toggling' } },
    ],
    [
      'add without a cookbook stays',
      [loaded, done('loadCookbooks', []), { type: 'cookbook.add' }],
      { loaded: { cookbook: 'ready' } },
    ],
    [
      'adding',
      [loaded, done('loadCookbooks', []), { type: 'cookbook.select', cookbookId }, { type: 'cookbook.add' }],
      { loaded: { cookbook: 'adding' } },
    ],
    ['share menu', [loaded, { type: 'share.open' }], { loaded: { share: 'menu' } }],
    [
      'copying',
      [loaded, { type: 'share.open' }, { type: 'share.copyLink' }],
      { loaded: { share: 'copying' } },
    ],
    [
      'friend picker',
      [loaded, { type: 'share.open' }, { type: 'share.friends' }, done('loadFriends', [])],
      { loaded: { share: { friends: 'picking' } } },
    ],
    ['all nutrition', [loaded, { type: 'nutrition.showMore' }], { loaded: { nutrition: 'all' } }],
    [
      'the first six nutrients again',
      [loaded, { type: 'nutrition.showMore' }, { type: 'nutrition.showLess' }],
      { loaded: { nutrition: 'firstSix' } },
    ],
    ['reload after a failure', [failed('loadRecipe'), { type: 'recipe.reload' }], 'loading'],
    ['likes unavailable', [loaded, failed('loadLikes')], { loaded: { like: 'ready' } }],
    [
      'like failed',
      [
        loaded,
        done('loadLikes', { likeCount: 1, liked: false }),
        { type: 'like.toggle' },
        failed('toggleLike'),
      ],
      { loaded: { like: 'ready' } },
    ],
    ['cookbooks unavailable', [loaded, failed('loadCookbooks')], { loaded: { cookbook: 'ready' } }],
    [
      'share menu closed',
      [loaded, { type: 'share.open' }, { type: 'share.close' }],
      { loaded: { share: 'closed' } },
    ],
    [
      'copy failed',
      [loaded, { type: 'share.open' }, { type: 'share.copyLink' }, failed('copyLink')],
      { loaded: { share: 'closed' } },
    ],
    [
      'friend picker closed',
      [loaded, { type: 'share.open' }, { type: 'share.friends' }, { type: 'share.close' }],
      { loaded: { share: 'closed' } },
    ],
    [
      'friends unavailable: an empty picker',
      [loaded, { type: 'share.open' }, { type: 'share.friends' }, failed('loadFriends')],
      { loaded: { share: { friends: 'picking' } } },
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(
        recipeDetailMachine,
        {
          client: fakeClient(),
          recipeId: memberRecipeId,
          memberId,
          origin: '',
          writeClipboard: async () => undefined,
          sessionStorage: memoryStorage(),
          now: () => Date.parse('2026-11-24T11:00:00'),
        },
        events,
      ).matches(expected as never),
    ).toBe(true);
  });
});
