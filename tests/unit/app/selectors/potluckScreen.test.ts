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
  const actor = createActor(potluckMachine, { input: { client, potluckId, memberId, now } }).start();
  const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
  await waitFor(snapshot.children.thread as AnyActorRef, (s) => s.matches('ready'));
  return selectPotluckScreen(snapshot, actor.send, { Link: AnchorLink, origin: 'https://potluck.example' });
}

describe('the potluck screen’s words', () => {
  it('says what the guests avoid to everyone without names; the host and the guest themself see whose', () => {
    expect(dietLines(aPotluck('kenji'), kenji.id)).toEqual([
      { words: 'Gluten: 1 guest', whose: null, mains: 'No main without gluten yet' },
    ]);
    expect(dietLines(aPotluck('host'), maria.id)[0]?.whose).toBe('Priya Shah');
    expect(dietLines(aPotluck('priya'), priya.id)[0]?.whose).toBe('you');
    const withFreeMain = aPotluck('kenji', {
      dietary: [
        { intolerance: 'gluten', guests: 2, whose: [], mainFreeOfIt: true },
        { intolerance: 'peanut', guests: 1, whose: [], mainFreeOfIt: false },
      ],
    });
    expect(dietLines(withFreeMain, kenji.id).map((line) => `${line.words} · ${line.mains}`)).toEqual([
      'Gluten: 2 guests · At least one main without gluten',
      'Peanut: 1 guest · No main without peanut yet',
    ]);
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
    expect(chicken?.servings).toBe('Serves 5 of 4');
    expect(chicken?.mine?.cookHref).toBe(`/recipe/${chicken?.href?.split('/')[2]}/cook?servings=5`);
    expect(screen.details?.headcount).toBe('4 people coming');
    expect(screen.details?.hostLine).toBe('Hosted by Maria Rossi');
    expect(screen.details?.guests.map((guest) => guest.line)).toEqual([
      'Maria Rossi (host) · Going',
      'You · Going',
      'Priya Shah · Going, 2 people',
    ]);
  });

  it('names the day and time as the household reads them', () => {
    expect(whenWords('2026-12-06', '13:00')).toBe('Sunday, 6 December 2026 at 13:00');
  });
});
