// What a member reads about a potluck's menu and its guests' intolerances: words from the domain, names only
// where the server sent them, never "safe".
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { dietLines, selectPotluckScreen, whenWords } from '../../../../app/selectors/potluckScreen.ts';
import { potluckMachine } from '../../../../machines/potluck/potluckMachine.ts';
import { AnchorLink } from '../../../../packages/ui/src/components/Link/index.ts';
import { aPotluck, kenji, maria, potluckId, priya } from '../../../../stories/statecharts/potluckSamples.ts';

const now = () => Date.parse('2026-11-28T12:00:00Z');

async function screenFor(viewer: 'host' | 'kenji' | 'priya') {
  const memberId = { host: maria.id, kenji: kenji.id, priya: priya.id }[viewer];
  const client = {
    getPotluck: async () => aPotluck(viewer),
    getPotluckMessages: async () => [],
    onStale: () => () => undefined,
  } as never;
  const actor = createActor(potluckMachine, {
    input: { client, potluckId, memberId, now, writeClipboard: async () => undefined, shareLink: null },
  }).start();
  const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
  await waitFor(snapshot.children.thread as AnyActorRef, (s) => s.matches('ready'));
  return selectPotluckScreen(snapshot, actor.send, { Link: AnchorLink, origin: 'https://potluck.example' });
}

describe('the potluck screen’s words', () => {
  it('tells a guest what the menu still needs, never who nor how many; the host reads names and counts', () => {
    expect(dietLines(aPotluck('kenji'), kenji.id)).toEqual([
      { words: 'Gluten', whose: null, mains: 'No main without gluten yet' },
      { words: 'Dairy', whose: null, mains: 'At least one main without dairy' },
    ]);
    expect(dietLines(aPotluck('host'), maria.id).map((line) => `${line.words} (${line.whose})`)).toEqual([
      'Gluten: 1 guest (Priya Shah)',
      'Dairy: 1 guest (Sam)',
    ]);
    // A guest reads only that a need is theirs.
    expect(dietLines(aPotluck('priya'), priya.id)[0]?.whose).toBe('you');
    expect(dietLines(aPotluck('priya'), priya.id)[1]?.whose).toBeNull();
  });

  it('each dish says what it contains, or that a free text was not checked; never safe', async () => {
    const screen = await screenFor('kenji');
    const dishes = screen.menu?.courses.flatMap((course) => course.dishes) ?? [];
    expect(dishes.map((dish) => `${dish.title}: ${dish.diet}${dish.flagged ? ' (flagged)' : ''}`)).toEqual([
      'A green salad: Not checked',
      'Roast chicken with bread sauce: Contains gluten (flagged)',
    ]);
    expect(JSON.stringify(screen)).not.toMatch(/safe/i);
    expect(screen.menu?.courses.map((course) => course.progress)).toEqual([
      'Starters: 1 of 2 claimed, 1 open',
      'Mains: 1 of 3 claimed, 2 open',
      'Sides: 0 of 3 claimed, 3 open',
      'Desserts: 0 of 2 claimed, 2 open',
      'Drinks: 0 of 1 claimed, 1 open',
    ]);
    const chicken = dishes[1];
    expect(chicken?.cook).toBe('You');
    expect(chicken?.servings).toBe('Makes 5 servings · 6 people are coming');
    expect(chicken?.mine?.cookHref).toBe(`/recipe/${chicken?.href?.split('/')[2]}/cook?servings=5`);
    expect(chicken?.mine?.cookedHref).toBe(`/recipe/${chicken?.href?.split('/')[2]}?cooked=1`);
    expect(screen.details?.headcount).toBe('6 people coming');
    expect(screen.details?.hostLine).toBe('Hosted by Maria Rossi');
    expect(screen.details?.guests.map((guest) => `${guest.name} · ${guest.answer}`)).toEqual([
      'Maria Rossi · Going',
      'You · Going',
      'Priya Shah · Going, 2 people',
      'Sam · Going, 2 people',
    ]);
    // Sam came without an account: no profile to open; the members' profiles open.
    expect(screen.details?.guests.map((guest) => guest.href ?? null)).toEqual([
      `/profile/${maria.id}`,
      null,
      `/profile/${priya.id}`,
      null,
    ]);
  });

  it('names the day and time as the household reads them', () => {
    expect(whenWords('2026-12-06', '13:00')).toBe('Sunday, 6 December 2026 at 13:00');
  });
});
