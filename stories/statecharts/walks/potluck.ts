import type { potluckMachine } from '../../../machines/potluck/potluckMachine.ts';
import { aMessage, aPotluck, chickenDish, potluckId, priya } from '../potluckSamples.ts';
import { done, elapsed, env, failed, id, noServer, said, type Walk } from './support.ts';

const refused = (reason: string) => ({
  type: 'xstate.error.actor.claim',
  error: Object.assign(new Error('Refused'), { status: 409, body: { reason } }),
});
/** The walk's member hosts and cooks the chicken (so the cook's own changes are walkable too). */
const hostsAndCooks = (() => {
  const seen = aPotluck('host');
  return {
    ...seen,
    courses: seen.courses.map((menu) => ({
      ...menu,
      dishes: menu.dishes.map((dish) =>
        dish.id === chickenDish.id ? { ...dish, cook: { ...dish.cook, id: id(1) } } : dish,
      ),
    })),
  };
})();
const curry = { recipeId: id(901), title: 'Chicken curry', image: null, source: 'members' as const };

export const potluckWalk: Walk<typeof potluckMachine> = {
  input: { client: noServer, potluckId, memberId: id(1), now: env.now },
  events: [
    said('The potluck arrives (Maria hosts and brings the chicken)', done('loadPotluck', hostsAndCooks)),
    said('Loading fails', failed('loadPotluck')),
    said('It is not for this member (404)', {
      type: 'xstate.error.actor.loadPotluck',
      error: Object.assign(new Error('Not found'), { status: 404 }),
    }),
    said('The member tries again', { type: 'potluck.reload' }),
    said('The thread arrives', done('loadMessages', [aMessage(1, 'I bring the chicken!')])),
    said('The thread fails to load', failed('loadMessages')),
    said('Someone writes in the thread (live)', { type: 'thread.changed' }),
    said('The member types “We are 2!”', { type: 'message.change', text: 'We are 2!' }),
    said('The member sends it', { type: 'message.send' }),
    said('Someone changes the potluck (live)', { type: 'potluck.changed' }),
    said('The member says going with 2 people', { type: 'answer.change', answer: 'going', people: 2 }),
    said('The member gives up the chicken', { type: 'dish.unclaim', dishId: chickenDish.id }),
    said('The host closes claims', { type: 'claims.toggle' }),
    said('The host turns the join link on', { type: 'joinLink.toggle' }),
    said('The cook adds the chicken to the shopping list', {
      type: 'dish.addToShoppingList',
      dishId: chickenDish.id,
    }),
    said('The member saves the menu as a cookbook', { type: 'cookbook.save' }),
    said('The member claims a main', { type: 'claim.open', course: 'main' }),
    said('The member looks for “curry”', { type: 'claim.query', query: 'curry' }),
    said('The member presses Search', { type: 'claim.search' }),
    said('The search fails', failed('search')),
    said('The member picks the chicken curry', { type: 'claim.pick', recipe: curry }),
    said('The member presses Claim', { type: 'claim.send' }),
    said('Someone took the last main just before', refused('full')),
    said('Someone already brings this recipe (server)', refused('duplicate')),
    said('The member brings it too', { type: 'duplicate.confirm' }),
    said('The member reads the refusal', { type: 'refusal.dismiss' }),
    said('The host edits the potluck', { type: 'edit.open' }),
    said('The host saves', { type: 'edit.save' }),
    said('The host asks to cancel', { type: 'cancel.ask' }),
    said('The host confirms', { type: 'cancel.confirm' }),
    said('The host opens Invite', { type: 'invite.open' }),
    said('The friends arrive', done('loadFriends', [])),
    said('The friends fail to load', failed('loadFriends')),
    said('The host types “pri”', { type: 'invite.query', query: 'pri' }),
    said('Typing rests', elapsed('filterPause', 'potluck.loaded.dialog.inviting.waiting')),
    said('The host ticks Priya', { type: 'invite.toggle', memberId: priya.id }),
    said('The host presses Invite', { type: 'invite.send' }),
    said('The host presses Host again', { type: 'again.open' }),
    said('The host presses Host it', { type: 'again.send' }),
    said('The host removes Priya', { type: 'guest.remove', memberId: priya.id }),
    said('The member keeps them', { type: 'removal.dismiss' }),
    said('The member confirms', { type: 'removal.confirm' }),
    said('Done', done('removeGuest', { ok: true })),
    said('The cook makes the chicken 6 servings', {
      type: 'dish.servings',
      dishId: chickenDish.id,
      servings: 6,
    }),
    said('The member types 3 people (sent once typing rests)', { type: 'people.change', people: 3 }),
    said('The member leaves the field', { type: 'people.commit' }),
  ],
  distinguish: (context) => [
    context.claim && [context.claim.query !== '', context.claim.recipe !== null],
    context.message !== '',
    context.invitees.length > 0,
  ],
};
