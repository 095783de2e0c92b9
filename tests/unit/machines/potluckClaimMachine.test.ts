// The claim dialog (claimMachine): search, the duplicate warning (the page's own check or the server's), the
// refusals the member is told of, and the answer it ends with.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { ClaimInput } from '../../../machines/potluck/claimMachine.ts';
import { claimMachine } from '../../../machines/potluck/claimMachine.ts';
import { aPotluck, chickenDish, potluckId } from '../../../stories/statecharts/potluckSamples.ts';
import { sampleId } from '../../../stories/statecharts/samples.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { fakePotluckClient, refusal, started } from './potluckFakes.ts';

const chicken = {
  recipeId: chickenDish.recipeId ?? '',
  title: chickenDish.title,
  image: null,
  source: 'members' as const,
};

function start(
  course: ClaimInput['course'],
  overrides: Parameters<typeof fakePotluckClient>[1] = {},
  ownRecipes = true,
) {
  const { client } = fakePotluckClient('priya', overrides);
  const menuChanged = vi.fn();
  const { actor, emitted } = started(claimMachine, {
    client,
    potluck: aPotluck('priya'),
    course,
    ownRecipes,
    menuChanged,
  });
  return { actor, client, emitted, menuChanged };
}

describe('claimMachine', () => {
  it('opens on the member’s own recipes that fit the course; a guest without an account is offered search alone', async () => {
    const main = start('main');
    await waitFor(main.actor, (s) => s.context.own.length > 0);
    expect(main.actor.getSnapshot().context.own).toEqual([
      {
        recipeId: chickenDish.recipeId,
        title: 'Roast chicken with bread sauce',
        image: null,
        source: 'yours',
      },
    ]);
    const dessert = start('dessert');
    await waitFor(dessert.actor, (s) => s.context.own.length > 0);
    expect(dessert.actor.getSnapshot().context.own.map((recipe) => recipe.title)).toEqual(['Tiramisu']);
    const guest = start('main', {}, false);
    guest.actor.send({ type: 'claim.query', query: 'curry' });
    guest.actor.send({ type: 'claim.search' });
    await waitFor(guest.actor, (s) => s.matches({ choosing: 'editing' }));
    expect(guest.client.getMyRecipes).not.toHaveBeenCalled();
    expect(guest.actor.getSnapshot().context.own).toEqual([]);
  });

  it('claims a main found among the recipes, at the headcount; ends with the potluck answered', async () => {
    const { actor, client } = start('main');
    actor.send({ type: 'claim.query', query: 'curry' });
    actor.send({ type: 'claim.search' });
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    await waitFor(actor, (s) => s.matches({ choosing: 'editing' }));
    const found = actor.getSnapshot().context.claim.found;
    expect(found.map((r) => `${r.title} (${r.source})`)).toEqual([
      'Chicken curry (members)',
      'Chicken pasta (catalogue)',
    ]);
    actor.send({ type: 'claim.pick', recipe: found[0] ?? null });
    actor.send({ type: 'claim.send' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(client.claimPotluckDish).toHaveBeenCalledWith(potluckId, {
      course: 'main',
      recipeId: sampleId(901),
      confirmDuplicate: false,
    });
    expect(actor.getSnapshot().output?.id).toBe(potluckId);
  });

  it('warns before claiming a recipe someone already brings, and sends it confirmed', async () => {
    const { actor, client } = start('main');
    actor.send({ type: 'claim.pick', recipe: chicken });
    actor.send({ type: 'claim.servings', servings: 6 });
    actor.send({ type: 'claim.send' });
    expect(actor.getSnapshot().matches('confirmingDuplicate')).toBe(true);
    actor.send({ type: 'duplicate.cancel' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'claim.send' });
    actor.send({ type: 'duplicate.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(client.claimPotluckDish).toHaveBeenCalledWith(potluckId, {
      course: 'main',
      recipeId: chickenDish.recipeId,
      servings: 6,
      confirmDuplicate: true,
    });
  });

  it('a free-text dish is claimed as typed; nothing to claim sends nothing; a search failure can be tried again', async () => {
    const { actor, client } = start('dessert', {
      // The first read is the dialog's own recipes for the course (a failure there only leaves search), the
      // second the search's.
      getMyRecipes: vi
        .fn()
        .mockRejectedValueOnce(refusal(500))
        .mockRejectedValueOnce(refusal(500))
        .mockResolvedValue([]),
    });
    actor.send({ type: 'claim.send' });
    expect(actor.getSnapshot().matches({ choosing: 'editing' })).toBe(true);
    actor.send({ type: 'claim.query', query: 'tart' });
    actor.send({ type: 'claim.search' });
    await waitFor(actor, (s) => s.matches({ choosing: 'searchFailed' }));
    actor.send({ type: 'claim.search' });
    await waitFor(actor, (s) => s.matches({ choosing: 'editing' }));
    actor.send({ type: 'claim.text', text: ' A lemon tart ' });
    actor.send({ type: 'claim.send' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(client.claimPotluckDish).toHaveBeenCalledWith(potluckId, {
      course: 'dessert',
      text: 'A lemon tart',
      confirmDuplicate: false,
    });
  });

  it('the last place taken or claims closed is said as a refusal and the page reads the menu again; the server’s duplicate asks first; another failure is an alert', async () => {
    const { actor, emitted, menuChanged } = start('side', {
      claimPotluckDish: vi
        .fn()
        .mockRejectedValueOnce(refusal(409, { reason: 'duplicate' }))
        .mockRejectedValueOnce(refusal(409, { reason: 'closed' }))
        .mockRejectedValueOnce(refusal(500)),
    });
    actor.send({ type: 'claim.text', text: 'Rice' });
    actor.send({ type: 'claim.send' });
    await waitFor(actor, (s) => s.matches('confirmingDuplicate'));
    actor.send({ type: 'duplicate.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal).toBe('closed');
    expect(emitted).toEqual([]);
    // The server knew of the same recipe, then claims closed: both times the page reads the menu again.
    expect(menuChanged).toHaveBeenCalledTimes(2);
    actor.send({ type: 'refusal.dismiss' });
    expect(actor.getSnapshot().output).toBeNull();
    const again = start('side', { claimPotluckDish: vi.fn().mockRejectedValueOnce(refusal(500)) });
    again.actor.send({ type: 'claim.text', text: 'Rice' });
    again.actor.send({ type: 'claim.send' });
    await waitFor(again.actor, (s) => s.matches('choosing'));
    expect(again.emitted).toEqual([
      { type: 'alert.show', text: 'The dish could not be claimed. Try again.' },
    ]);
    again.actor.send({ type: 'claim.close' });
    expect(again.actor.getSnapshot().status).toBe('done');
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(claimMachine, {
        input: {
          client: {} as never,
          potluck: aPotluck('priya'),
          course: 'main',
          ownRecipes: false,
          menuChanged: () => {},
        },
        events: [
          { type: 'claim.query', query: 'curry' },
          { type: 'claim.search' },
          done('search', []),
          failed('search'),
          { type: 'claim.text', text: 'Rice' },
          { type: 'claim.pick', recipe: chicken },
          { type: 'claim.send' },
          { type: 'duplicate.confirm' },
          { type: 'duplicate.cancel' },
          failed('claim', refusal(409, { reason: 'full' })),
          failed('claim', refusal(409, { reason: 'duplicate' })),
          done('claim', aPotluck()),
          { type: 'refusal.dismiss' },
          { type: 'claim.close' },
        ],
        serialize: (s) =>
          JSON.stringify({
            value: s.value,
            claim: [s.context.claim.query, s.context.claim.recipe, s.context.claim.text],
          }),
      }),
    ).toEqual([]);
  });
});
