// The busy member of issue 30, made through the API on a running server with the demo content: 30 cookbooks,
// 200 recipes filed in them, a 150-item shopping list, and a potluck they host with six friends as guests and a
// menu of eleven dishes. Shared by bench:web and the page tracer (tests/perf/pageTrace.mjs).

export const busyMember = { username: 'busy_cook', password: 'busy-cook-password' };

/** A client of the API as one member: `call(method, path, body)` answers the parsed JSON or throws. */
function caller(origin, cookie) {
  return async (method, path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/** Registers a member; answers their id and an API client logged in as them. */
async function register(origin, { username, password, fName, lName, intolerances = [] }) {
  const response = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, fName, lName, intolerances }),
  });
  if (!response.ok) throw new Error(`register ${username}: ${response.status} ${await response.text()}`);
  const { _id } = await response.json();
  return { id: _id, call: caller(origin, response.headers.getSetCookie()[0].split(';')[0]) };
}

const guests = [
  { fName: 'Priya', lName: 'Shah', intolerances: ['dairy'], people: 2, dish: { course: 'starter' } },
  { fName: 'Tom', lName: 'Becker', intolerances: [], people: 1, dish: { course: 'main' } },
  {
    fName: 'Lena',
    lName: 'Okafor',
    intolerances: ['gluten'],
    people: 3,
    dish: { course: 'side', text: 'A big green salad' },
  },
  { fName: 'Marco', lName: 'Rossi', intolerances: ['peanut'], people: 2, dish: { course: 'dessert' } },
  {
    fName: 'Aiko',
    lName: 'Tanaka',
    intolerances: [],
    people: 1,
    dish: { course: 'drinks', text: 'Elderflower lemonade' },
  },
  { fName: 'Sam', lName: 'Green', intolerances: ['egg'], people: 1, answer: 'maybe', dish: null },
];
const thread = [
  'Can’t wait! Shall I bring a folding table?',
  'Yes please, and chairs if you have them.',
  'Is there parking near the park gate?',
  'There is a car park on the north side.',
];

/**
 * Makes the busy member: 30 cookbooks, 200 recipes filed in them, 150 shopping-list items, and a potluck they host
 * on a day two weeks ahead. Answers the potluck's id.
 */
export async function makeBusyMember(origin) {
  const host = await register(origin, { ...busyMember, fName: 'Busy', lName: 'Cook' });
  const call = host.call;
  // Every recipe reuses a picture the demo stored: a URL on this origin is kept as it is.
  const demo = await call('GET', '/api/public-recipes?limit=1');
  const image = demo[0].image;
  const cookbooks = [];
  for (let n = 1; n <= 30; n++) {
    const made = await call('POST', '/api/cookbook', { title: `Shelf ${n}`, isPublic: n % 3 === 0 });
    cookbooks.push(made._id);
  }
  const dishes = ['soup', 'pie', 'salad', 'stew', 'curry', 'bread', 'cake', 'tart'];
  const recipes = [];
  for (let n = 1; n <= 200; n++) {
    const made = await call('POST', '/api/recipes', {
      title: `Busy ${dishes[n % dishes.length]} ${n}`,
      image,
      ingredients: ['200 g flour', '2 eggs', '1 cup milk', '1 tsp salt', '50 g butter'],
      instructions: ['Mix everything.', 'Bake for 30 minutes at 180 °C.'],
      prepTime: 10 + (n % 20),
      cookTime: 20 + (n % 40),
      servings: '4',
      isPublic: n % 4 !== 0,
      cookbookId: cookbooks[n % cookbooks.length],
    });
    recipes.push(made._id);
  }
  const lists = await call('GET', '/api/shopping-lists');
  const lines = Array.from(
    { length: 150 },
    (_, n) => `${(n % 5) + 1} ${['apples', 'leeks', 'limes', 'plums', 'beans'][n % 5]} no. ${n + 1}`,
  );
  for (const part of [lines.slice(0, 100), lines.slice(100)]) {
    await call('POST', `/api/shopping-lists/${lists[0].id}/items`, { lines: part });
  }
  return hostPotluck(origin, host, recipes);
}

/**
 * The busy member hosts a potluck with their own recipe as a main, six friends invited; five answer going and
 * bring a dish (catalogue recipes, a member's public recipe, free texts), one answers maybe; the thread has a
 * few messages.
 */
async function hostPotluck(origin, host, recipes) {
  const day = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const potluck = await host.call('POST', '/api/potlucks', {
    title: 'Sunday lunch in the park',
    day,
    time: '12:30',
    place: 'Riverside park, by the north gate',
    note: 'Bring a blanket. Plates and cutlery are on me; tell me what your dish contains.',
    courses: { starter: 3, main: 4, side: 3, dessert: 3, drinks: 2 },
    hostDish: { course: 'main', recipeId: recipes[0], servings: 8 },
  });
  const catalogue = await host.call('GET', '/provider/recipes/complexSearch?number=6');
  const catalogueIds = catalogue.results.map((recipe) => String(recipe.id));
  const made = [];
  for (const [n, guest] of guests.entries()) {
    const member = await register(origin, {
      username: `busy_guest_${n + 1}`,
      password: 'busy-guest-password',
      ...guest,
    });
    await member.call('POST', '/api/friend-request', { fromId: member.id, toId: potluck.host.id });
    await host.call('POST', '/api/friend-request/accept', {
      currentUserId: potluck.host.id,
      requesterId: member.id,
    });
    made.push({ ...guest, ...member });
  }
  await host.call('POST', `/api/potlucks/${potluck.id}/invitations`, { memberIds: made.map((g) => g.id) });
  for (const [n, guest] of made.entries()) {
    await guest.call('PUT', `/api/potlucks/${potluck.id}/answer`, {
      answer: guest.answer ?? 'going',
      people: guest.people,
    });
    if (guest.dish) {
      const dish = guest.dish.text ? guest.dish : { ...guest.dish, recipeId: catalogueIds[n] };
      await guest.call('POST', `/api/potlucks/${potluck.id}/dishes`, dish);
    }
  }
  await host.call('POST', `/api/potlucks/${potluck.id}/dishes`, { course: 'side', recipeId: recipes[2] });
  await host.call('POST', `/api/potlucks/${potluck.id}/dishes`, { course: 'dessert', recipeId: recipes[6] });
  for (const [n, text] of thread.entries()) {
    const author = n % 2 === 1 ? host : made[n];
    await author.call('POST', `/api/potlucks/${potluck.id}/messages`, { text });
  }
  return { potluckId: potluck.id };
}
