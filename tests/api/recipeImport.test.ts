import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerMember, type TestApp, type TestMember } from './helpers/index.ts';
import { fixturePage, html, type RecipeSite, redirect, startRecipeSite } from './helpers/recipePages.ts';

// POST /api/recipes/import (API.md): fixture pages shaped like the big recipe sites, served from 127.0.0.1, which
// IMPORT_ALLOW_HOSTS opens for this one site. A second local site stays closed: it proves that refused addresses
// are never contacted.

let t: TestApp;
let site: RecipeSite;
let closedSite: RecipeSite;
/** A site that was closed again: its address is allowed, but nothing listens there any more. */
let goneSite: RecipeSite;
let member: TestMember;

const pages = [
  'lasagna-json-ld-array.html',
  'curry-json-ld-graph.html',
  'sponge-json-ld-html-steps.html',
  'cookies-microdata.html',
  'soup-text-steps.html',
  'article-no-recipe.html',
];

beforeAll(async () => {
  site = await startRecipeSite();
  closedSite = await startRecipeSite();
  goneSite = await startRecipeSite();
  await goneSite.close();
  t = await createTestApp({ config: { importAllowHosts: [site.host, goneSite.host] } });
  member = await registerMember(t.app);
  for (const page of pages) site.on(`/${page}`, html(fixturePage(page, site.origin)));
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#48c' } })
    .jpeg()
    .toBuffer();
  for (const path of ['/photos/lasagna.png', '/photos/cookies.png']) {
    site.on(path, (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  }
  site.on('/photos/curry.jpg', (_request, response) =>
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg),
  );
  // Says it is a JPEG, is not: the draft gets no picture rather than a broken one.
  site.on('/photos/sponge.jpg', (_request, response) =>
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not a picture</html>'),
  );
});

afterAll(async () => {
  await t?.close();
  await site?.close();
  await closedSite?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

function importPage(url: unknown, cookie: string | undefined = member.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/recipes/import',
    payload: { url },
    headers: cookie ? { cookie } : {},
  });
}

async function importOk(url: string) {
  const response = await importPage(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('POST /api/recipes/import: reading recipes', () => {
  it('reads a JSON-LD array with @type as a list, HowToSteps, an ImageObject and a yield list', async () => {
    const draft = await importOk(`${site.origin}/lasagna-json-ld-array.html`);
    expect(draft).toMatchObject({
      title: "World's Best Lasagna",
      ingredients: [
        '1 pound sweet Italian sausage',
        '¾ pound lean ground beef',
        '½ cup minced onion',
        '2 cloves garlic, crushed',
        '1 (28 ounce) can crushed tomatoes',
        '12 lasagna noodles',
        '16 ounces ricotta cheese',
      ],
      instructions: [
        'Cook sausage, ground beef, onion, and garlic in a Dutch oven over medium heat until well browned, about 10 minutes.',
        'Stir in crushed tomatoes; simmer, covered, about 1 ½ hours, stirring occasionally.',
        'Bake in the preheated oven for 25 minutes.',
      ],
      prepTime: 30,
      cookTime: 150,
      readyInMinutes: 195,
      servings: '1 (9x13-inch) lasagna',
      link: `${site.origin}/lasagna-json-ld-array.html`,
      tags: { mealType: ['main course', 'dinner'], cuisine: ['italian'], diet: [], intolerance: [] },
    });
  });

  it('stores the picture like an upload and answers an absolute URL on our origin', async () => {
    const draft = await importOk(`${site.origin}/lasagna-json-ld-array.html`);
    expect(draft.image).toMatch(/^http:\/\/localhost(:80)?\/media\/[0-9a-f]{64}\.webp$/);
    const stored = await t.app.inject({ method: 'GET', url: new URL(draft.image).pathname });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
  });

  it('takes the public origin for the picture when one is configured', async () => {
    const behindProxy = await createTestApp({
      config: { importAllowHosts: [site.host], publicOrigin: 'https://potluck.example' },
    });
    try {
      const cook = await registerMember(behindProxy.app);
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/recipes/import',
        payload: { url: `${site.origin}/curry-json-ld-graph.html` },
        headers: { cookie: cook.cookie },
      });
      expect(response.json().image).toMatch(/^https:\/\/potluck\.example\/media\/[0-9a-f]{64}\.webp$/);
    } finally {
      await behindProxy.close();
    }
  });

  it('finds the Recipe in an @graph, reads HowToSections and maps category, cuisine, diet and keywords', async () => {
    const draft = await importOk(`${site.origin}/curry-json-ld-graph.html`);
    expect(draft).toMatchObject({
      title: 'Weeknight Chickpea Curry',
      ingredients: [
        '1 tbsp vegetable oil',
        '1 onion, finely chopped',
        '2 x 400g cans chickpeas, drained',
        '400 ml coconut milk',
        '1½ tsp garam masala',
      ],
      instructions: [
        'Fry the onion in the oil for 8–10 minutes until soft.',
        'Stir in the garam masala and cook for 1 minute.',
        'Add the chickpeas and coconut milk and simmer for 15 minutes.',
      ],
      prepTime: 10,
      cookTime: 25,
      readyInMinutes: 35,
      servings: '4 servings',
      tags: {
        mealType: ['main course'],
        cuisine: ['indian'],
        diet: ['gluten free', 'vegetarian', 'vegan'],
        intolerance: [],
      },
    });
    // The first of the picture list, a JPEG, re-encoded.
    expect(draft.image).toMatch(/\/media\/[0-9a-f]{64}\.webp$/);
  });

  it('reads instructions written as HTML, a numeric yield, and texts with markup and entities', async () => {
    const draft = await importOk(`${site.origin}/sponge-json-ld-html-steps.html`);
    expect(draft).toMatchObject({
      title: 'Victoria sponge & jam',
      ingredients: ['200g butter, softened', '200g caster sugar', '4 eggs, beaten'],
      instructions: [
        'Heat oven to 190C/170C fan… Butter two 20cm tins.',
        'Beat the butter & sugar until pale.',
        'Add the eggs.',
        'Bake for 20 minutes.',
        'Cool on a rack.',
      ],
      prepTime: 40,
      cookTime: 20,
      readyInMinutes: null,
      servings: '8',
      tags: { mealType: ['dessert'], cuisine: ['british'], diet: [], intolerance: [] },
    });
  });

  it('answers image null when the picture is not an image', async () => {
    const draft = await importOk(`${site.origin}/sponge-json-ld-html-steps.html`);
    expect(site.requests).toContain('/photos/sponge.jpg');
    expect(draft.image).toBeNull();
  });

  it('reads microdata, its nested HowToSteps, and leaves the items nested in it (a review) out', async () => {
    const draft = await importOk(`${site.origin}/cookies-microdata.html`);
    expect(draft).toEqual({
      title: 'Chewy Oatmeal Cookies',
      ingredients: ['1 cup butter, softened', '1 ½ cups rolled oats', 'a pinch of salt'],
      instructions: ['Cream the butter and sugar.', 'Stir in the oats. Bake for 10–12 minutes.'],
      prepTime: 15,
      cookTime: 12,
      readyInMinutes: null,
      servings: '24 cookies',
      image: expect.stringMatching(/\/media\/[0-9a-f]{64}\.webp$/),
      link: `${site.origin}/cookies-microdata.html`,
      tags: { mealType: ['dessert', 'snack'], cuisine: ['american'], diet: [], intolerance: [] },
    });
  });

  it('reads steps written as plain lines, skips a broken JSON-LD block, and answers image null without one', async () => {
    const draft = await importOk(`${site.origin}/soup-text-steps.html`);
    expect(draft).toMatchObject({
      title: 'Tomato soup',
      ingredients: ['1 kg tomatoes', '1 onion', '500 ml stock'],
      instructions: [
        'Chop the tomatoes and onion.',
        'Simmer with the stock for 20 minutes.',
        'Blend until smooth.',
      ],
      prepTime: null,
      cookTime: 20,
      servings: 'Serves 4',
      image: null,
    });
  });

  it('saves nothing: the draft is not a recipe yet', async () => {
    await importOk(`${site.origin}/lasagna-json-ld-array.html`);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my-recipes',
      headers: { cookie: member.cookie },
    });
    expect(mine.json()).toEqual([]);
  });

  it('publishes as it is: the draft’s picture is taken by URL, and only a picture stored here', async () => {
    const { readyInMinutes: _ready, ...draft } = await importOk(`${site.origin}/lasagna-json-ld-array.html`);
    const create = (image: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/recipes',
        payload: { ...draft, image },
        headers: { cookie: member.cookie },
      });
    const created = await create(draft.image);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      title: "World's Best Lasagna",
      // Image fields answer as absolute URLs on the request's origin (API.md): the same stored picture.
      image: expect.stringMatching(new RegExp(`${new URL(draft.image).pathname}$`)),
      link: draft.link,
      prepTime: 30,
      tags: { cuisine: ['italian'] },
    });
    const elsewhere = await create(`https://elsewhere.example${new URL(draft.image).pathname}`);
    expect(elsewhere.statusCode).toBe(400);
    const unknown = await create(`/media/${'0'.repeat(64)}.webp`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'image: there is no such stored image' });
  });

  it('follows up to 5 redirects and links the page it arrived at', async () => {
    for (let hop = 1; hop <= 5; hop++) {
      site.on(`/hop/${hop}`, redirect(hop === 1 ? '/soup-text-steps.html' : `/hop/${hop - 1}`, 301));
    }
    const draft = await importOk(`${site.origin}/hop/5`);
    expect(draft.title).toBe('Tomato soup');
    expect(draft.link).toBe(`${site.origin}/soup-text-steps.html`);
  });
});

describe('POST /api/recipes/import: refused addresses (400)', () => {
  const refused = [
    ['not a URL', 'tomato soup'],
    ['a relative URL', '/soup-text-steps.html'],
    ['another scheme', 'ftp://example.com/recipe'],
    ['a file URL', 'file:///etc/passwd'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['loopback', 'http://127.0.0.1/recipe'],
    ['loopback written as an integer', 'http://2130706433/recipe'],
    ['loopback written in hex', 'http://0x7f000001/recipe'],
    ['loopback written short', 'http://127.1/recipe'],
    ['loopback by name', 'http://localhost/recipe'],
    ['IPv6 loopback', 'http://[::1]/recipe'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/recipe'],
    ['the unspecified address', 'http://0.0.0.0/recipe'],
    ['a private address', 'http://10.0.0.8/recipe'],
    ['a private address written in hex', 'http://0xc0a80001/recipe'],
    ['another private range', 'http://172.16.5.4/recipe'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv6 link-local address', 'http://[fe80::1]/recipe'],
    ['an IPv6 unique-local address', 'http://[fd12:3456::1]/recipe'],
  ] as const;

  it.each(refused)('refuses %s', async (_what, url) => {
    const response = await importPage(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatch(/^url: /);
  });

  it('refuses URLs with credentials', async () => {
    const response = await importPage(`http://cook:secret@${site.host}/soup-text-steps.html`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('url: must not contain credentials');
  });

  it('opens exactly the listed host:port: the same address on another port stays closed, uncontacted', async () => {
    for (const url of [`${closedSite.origin}/recipe`, `http://localhost:${closedSite.port}/recipe`]) {
      const response = await importPage(url);
      expect(response.statusCode, url).toBe(400);
    }
    expect(closedSite.requests).toEqual([]);
  });

  it('checks the address again after every redirect', async () => {
    site.on('/to-metadata', redirect('http://169.254.169.254/latest/meta-data/iam/'));
    site.on('/to-closed-site', redirect(`${closedSite.origin}/recipe`, 307));
    site.on('/to-credentials', redirect(`http://cook:secret@${site.host}/soup-text-steps.html`));
    site.on('/to-ftp', redirect('ftp://example.com/recipe'));
    for (const path of ['/to-metadata', '/to-closed-site', '/to-credentials', '/to-ftp']) {
      const response = await importPage(`${site.origin}${path}`);
      expect(response.statusCode, path).toBe(400);
    }
    expect(closedSite.requests).toEqual([]);
  });

  it('refuses a sixth redirect', async () => {
    for (let hop = 1; hop <= 6; hop++) {
      site.on(`/long/${hop}`, redirect(hop === 1 ? '/soup-text-steps.html' : `/long/${hop - 1}`));
    }
    const response = await importPage(`${site.origin}/long/6`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('url: the page redirects more than 5 times');
  });

  it('does not fetch a picture from an address that is not public', async () => {
    site.on(
      '/private-picture.html',
      html(
        `<script type="application/ld+json">${JSON.stringify({
          '@type': 'Recipe',
          name: 'Toast',
          image: `${closedSite.origin}/photo.png`,
          recipeIngredient: ['1 slice bread'],
        })}</script>`,
      ),
    );
    const draft = await importOk(`${site.origin}/private-picture.html`);
    expect(draft.image).toBeNull();
    expect(closedSite.requests).toEqual([]);
  });

  it('validates the body', async () => {
    for (const payload of [{}, { url: '' }, { url: 42 }, { url: `http://x.example/${'a'.repeat(2000)}` }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/import',
        payload,
        headers: { cookie: member.cookie },
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().error).toMatch(/^url: /);
    }
  });

  it('is in the OpenAPI document with its request and every answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/recipes/import'].post;
    expect(operation.requestBody.content['application/json'].schema.required).toEqual(['url']);
    expect(Object.keys(operation.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '413',
      '422',
      '429',
      '502',
      '504',
    ]);
  });

  it('is for members only', async () => {
    const response = await importPage(`${site.origin}/for-members.html`, '');
    expect(response.statusCode).toBe(401);
    expect(site.requests).not.toContain('/for-members.html');
  });
});

describe('POST /api/recipes/import: pages that are not recipes', () => {
  it('answers 422 for a page without a recipe', async () => {
    const response = await importPage(`${site.origin}/article-no-recipe.html`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'The page has no recipe we can read' });
  });

  it('answers 422 for a Recipe with nothing in it', async () => {
    site.on('/empty-recipe.html', html('<script type="application/ld+json">{"@type":"Recipe"}</script>'));
    expect((await importPage(`${site.origin}/empty-recipe.html`)).statusCode).toBe(422);
  });

  it('answers 502 when the page answers an error', async () => {
    site.on('/broken', (_request, response) => response.writeHead(500).end('oops'));
    expect((await importPage(`${site.origin}/missing-page`)).statusCode).toBe(502);
    const broken = await importPage(`${site.origin}/broken`);
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toEqual({ error: 'The page answered 500' });
  });

  it('answers 502 when the page is not HTML', async () => {
    site.on('/recipe.json', (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"@type":"Recipe","name":"x"}'),
    );
    for (const path of ['/recipe.json', '/photos/lasagna.png']) {
      const response = await importPage(`${site.origin}${path}`);
      expect(response.statusCode, path).toBe(502);
    }
  });

  it('answers 502 when nothing listens at the address', async () => {
    const response = await importPage(`${goneSite.origin}/recipe`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'The page could not be reached' });
  });

  it('answers 413 for a page that says it is over 5 MB, without reading it', async () => {
    let closed = false;
    site.on('/declared-huge', (request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * 1024 * 1024) });
      response.write('<html>');
      // The rest never comes: an import that waited for it would hang until the 10 s limit.
      request.socket.on('close', () => {
        closed = true;
      });
    });
    const response = await importPage(`${site.origin}/declared-huge`);
    expect(response.statusCode).toBe(413);
    await vi.waitFor(() => expect(closed).toBe(true));
  });

  it('answers 413 for a page that streams past 5 MB, and stops reading it', async () => {
    let sent = 0;
    let closed = false;
    site.on('/endless', (request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const more = () => {
        while (!closed) {
          sent += chunk.length;
          if (!response.write(chunk)) return;
        }
      };
      response.on('drain', more);
      request.socket.on('close', () => {
        closed = true;
      });
      more();
    });
    const response = await importPage(`${site.origin}/endless`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The page is larger than 5 MB' });
    // The page would go on for ever: the import hung up on it.
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(sent).toBeGreaterThan(0);
  });

  it('answers 504 when the page takes more than 10 s', async () => {
    let asked: () => void = () => {};
    const pageAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    // Answers the headers, then never the body: the limit covers the whole fetch, not only the first byte.
    site.on('/slow', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head>');
      asked();
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = importPage(`${site.origin}/slow`);
    await pageAsked;
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ error: 'The page did not answer within 10 seconds' });
  });
});
