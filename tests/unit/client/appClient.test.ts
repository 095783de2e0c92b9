import { describe, expect, it, vi } from 'vitest';
import type {
  AdminClient,
  ChatClient,
  CommentsClient,
  CookbookDetailClient,
  CookbooksClient,
  CreateRecipeClient,
  DiscoveryClient,
  FriendRequestClient,
  InviteClient,
  MyRecipesClient,
  NotificationsClient,
  ProfileClient,
  RecipeDetailClient,
  SessionClient,
  SettingsClient,
} from '../../../machines/index.ts';
import { createAppClient } from '../../../packages/client/src/appClient.ts';
import { checkAnswer } from '../../../packages/client/src/data/answers.ts';

type Call = { url: string; init: RequestInit };

function fakeServer(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const key = Object.keys(answers).find((pattern) => String(url).startsWith(pattern));
    if (!key) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(answers[key]), { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('createAppClient', () => {
  it('serves every machine: the one client satisfies each narrow client interface', () => {
    const client = createAppClient({ fetch: fakeServer({}).fetch });
    // These assignments are the test: the type check fails if a machine needs a call the client lacks.
    const machinesClients: [
      SessionClient,
      ProfileClient,
      SettingsClient,
      CommentsClient,
      CookbooksClient,
      CookbookDetailClient,
      CreateRecipeClient,
      MyRecipesClient,
      InviteClient,
      FriendRequestClient,
      NotificationsClient,
      ChatClient,
      AdminClient,
      DiscoveryClient,
      RecipeDetailClient,
    ] = [
      client,
      client,
      client,
      client,
      client,
      client,
      client,
      client,
      client,
      client,
      client,
      client,
      client,
      client,
      client,
    ];
    expect(machinesClients).toHaveLength(15);
  });

  it('asks the server to import a page: POST /api/recipes/import with the link', async () => {
    const draft = { title: 'Curry', link: 'https://recipes.example/curry' };
    const server = fakeServer({ '/api/recipes/import': draft });
    const client = createAppClient({ fetch: server.fetch });
    await expect(client.importRecipe('https://recipes.example/curry')).resolves.toEqual(draft);
    expect(server.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(server.calls[0]?.init.body))).toEqual({ url: 'https://recipes.example/curry' });
  });

  it('builds a provider recipe from its information, nutrition and equipment', async () => {
    const server = fakeServer({
      '/provider/recipes/1001/information': {
        id: 1001,
        title: 'Jollof Rice',
        image: 'http://x/catalogue-images/1001.webp',
        servings: 4,
        readyInMinutes: 55,
        extendedIngredients: [{ id: 1, name: 'rice', original: '400 g long-grain rice' }],
        analyzedInstructions: [
          {
            steps: [
              { number: 2, step: 'Simmer.' },
              { number: 1, step: 'Fry the onions.' },
            ],
          },
        ],
        dairyFree: true,
        glutenFree: true,
      },
      '/provider/recipes/1001/nutritionWidget.json': {
        nutrients: [{ name: 'Calories', amount: 520, unit: 'kcal' }],
      },
      '/provider/recipes/1001/equipmentWidget.json': { equipment: [{ name: 'pot', image: 'pot.png' }] },
    });
    const recipe = await createAppClient({ fetch: server.fetch }).getExternalRecipe('1001');
    expect(recipe).toMatchObject({
      id: '1001',
      source: 'provider',
      title: 'Jollof Rice',
      servings: '4',
      readyInMinutes: 55,
      ingredients: ['400 g long-grain rice'],
      steps: ['Fry the onions.', 'Simmer.'],
      supplies: ['pot'],
      nutrients: [{ name: 'Calories', amount: 520, unit: 'kcal' }],
    });
    expect(server.calls).toHaveLength(3);
    expect(server.calls.every((call) => call.init.credentials === 'omit')).toBe(true);
  });

  it('still shows a provider recipe when its widgets fail', async () => {
    const server = fakeServer({ '/provider/recipes/7/information': { id: 7, title: 'Tea' } });
    const recipe = await createAppClient({ fetch: server.fetch }).getExternalRecipe('7');
    expect(recipe).toMatchObject({ title: 'Tea', supplies: [], nutrients: [], readyInMinutes: null });
  });

  it('searches the provider with the page offset and filter, and maps results to cards', async () => {
    const server = fakeServer({
      '/provider/recipes/complexSearch': {
        offset: 24,
        number: 24,
        totalResults: 30,
        results: [
          { id: 5, title: 'Pho', image: '/i/5.webp', imageType: 'webp', readyInMinutes: 45, likeCount: 2 },
          // Spoonacular's own summary has neither.
          { id: 6, title: 'Banh Mi', image: '/i/6.webp', imageType: 'webp' },
        ],
      },
    });
    const cards = await createAppClient({ fetch: server.fetch }).searchExternal({
      query: 'pho',
      filter: { cuisine: 'vietnamese', diet: '' },
      offset: 24,
      number: 24,
    });
    expect(cards).toEqual([
      { id: 5, title: 'Pho', image: '/i/5.webp', source: 'external', readyInMinutes: 45, likeCount: 2 },
      { id: 6, title: 'Banh Mi', image: '/i/6.webp', source: 'external', readyInMinutes: null },
    ]);
    expect(server.calls[0]?.url).toBe(
      '/provider/recipes/complexSearch?query=pho&cuisine=vietnamese&offset=24&number=24',
    );
  });

  it('makes a guest without an account’s calls, each answer checked against the contract', async () => {
    const potluckId = 'a'.repeat(24);
    const secret = 'S'.repeat(43);
    const session = { potluckId, guestId: 'b'.repeat(24), name: 'Sam' };
    const server = fakeServer({
      '/api/potluck-links/': { potluckId, secret },
      '/api/potluck-guest/sign-in': session,
      '/api/potluck-guest/link': { secret: 'T'.repeat(43) },
      '/api/potluck-guest/account': {
        token: 'cookie-session',
        username: 'sam',
        isAdmin: false,
        _id: session.guestId,
      },
      '/api/potluck-guest': session,
    });
    const client = createAppClient({ fetch: server.fetch, checkAnswer });
    const body = { name: 'Sam', answer: 'going' as const, people: 2, needs: ['gluten'] };
    await expect(client.joinPotluckAsGuest('t'.repeat(32), body)).resolves.toEqual({ potluckId, secret });
    expect(server.calls[0]?.url).toBe(`/api/potluck-links/${'t'.repeat(32)}/guests`);
    expect(server.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(server.calls[0]?.init.body))).toEqual(body);
    await expect(client.getGuestSession()).resolves.toEqual(session);
    await expect(client.guestSignIn(secret)).resolves.toEqual(session);
    expect(JSON.parse(String(server.calls[2]?.init.body))).toEqual({ secret });
    await expect(client.renewGuestLink()).resolves.toEqual({ secret: 'T'.repeat(43) });
    await expect(
      client.keepGuestAccount({ username: 'sam', password: 'correct horse' }),
    ).resolves.toMatchObject({
      username: 'sam',
    });
    expect(server.calls.slice(1).map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/potluck-guest',
      'POST /api/potluck-guest/sign-in',
      'POST /api/potluck-guest/link',
      'POST /api/potluck-guest/account',
    ]);
    // An answer the contract does not allow fails the call: a link's secret is 43 characters.
    const wrong = createAppClient({
      fetch: fakeServer({ '/api/potluck-guest/link': { secret: 'short' } }).fetch,
      checkAnswer,
    });
    await expect(wrong.renewGuestLink()).rejects.toThrow(/potluckGuestLink/);
  });

  it('asks for public recipes without credentials', async () => {
    const server = fakeServer({
      '/api/public-recipes': [
        {
          _id: 'a'.repeat(24),
          title: 'Soup',
          image: '/m/1.webp',
          prepTime: 10,
          cookTime: 25,
          likeCount: 3,
          owner: { _id: 'b'.repeat(24), username: 'maria_cooks' },
        },
      ],
    });
    const cards = await createAppClient({ fetch: server.fetch }).getPublicRecipes({
      query: 'so',
      filter: { type: 'soup' },
    });
    expect(cards).toEqual([
      {
        id: 'a'.repeat(24),
        title: 'Soup',
        image: '/m/1.webp',
        source: 'member',
        readyInMinutes: 35,
        likeCount: 3,
        author: 'maria_cooks',
      },
    ]);
    expect(server.calls[0]?.init.credentials).toBe('omit');
    expect(server.calls[0]?.url).toContain('type=soup');
  });
});
