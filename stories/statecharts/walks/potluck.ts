import type { potluckMachine } from '../../../machines/potluck/potluckMachine.ts';
import { aPotluck, chickenDish, potluckId, priya, sam } from '../potluckSamples.ts';
import { clipboard, done, env, failed, id, noServer, said, type Walk } from './support.ts';

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

export const potluckWalk: Walk<typeof potluckMachine> = {
  input: {
    client: noServer,
    potluckId,
    memberId: id(1),
    now: env.now,
    writeClipboard: clipboard.writeClipboard,
    shareLink: async () => undefined,
  },
  events: [
    said('The potluck arrives (Maria hosts and brings the chicken)', done('loadPotluck', hostsAndCooks)),
    said('Loading fails', failed('loadPotluck')),
    said('It is not for this member (404)', {
      type: 'xstate.error.actor.loadPotluck',
      error: Object.assign(new Error('Not found'), { status: 404 }),
    }),
    said('The member tries again', { type: 'potluck.reload' }),
    said('Someone changes the potluck (live)', { type: 'potluck.changed' }),
    said('It is read again', done('refreshPotluck', hostsAndCooks)),
    said('The member says going with 2 people', { type: 'answer.change', answer: 'going', people: 2 }),
    said('The answer is saved', done('answer.change', hostsAndCooks)),
    said('The member gives up the chicken', { type: 'dish.unclaim', dishId: chickenDish.id }),
    said('The host closes claims', { type: 'claims.toggle' }),
    said('The host turns the join link on', { type: 'joinLink.toggle' }),
    said('The cook adds the chicken to the shopping list', {
      type: 'dish.addToShoppingList',
      dishId: chickenDish.id,
    }),
    said('The host draws a new join link', { type: 'joinLink.renew' }),
    said('The host copies the join link', {
      type: 'link.copy',
      url: 'https://potluck.example/potluck-link/a',
    }),
    said('The host shares the join link', {
      type: 'link.share',
      url: 'https://potluck.example/potluck-link/a',
    }),
    said('The member asks to save the menu as a cookbook', { type: 'cookbook.ask' }),
    said('The member names it “Maria’s lunch”', { type: 'cookbook.title', title: 'Maria’s lunch' }),
    said('The member saves it', { type: 'cookbook.save' }),
    said('The member keeps it unsaved', { type: 'cookbook.dismiss' }),
    said('The member claims a main', { type: 'claim.open', course: 'main' }),
    said('The claim is made (the dialog ends)', done('claim', hostsAndCooks)),
    said('The host edits the potluck', { type: 'edit.open' }),
    said('The host closes the form', done('hostForm', null)),
    said('The host asks to cancel', { type: 'cancel.ask' }),
    said('The host confirms', { type: 'cancel.confirm' }),
    said('The host opens Invite', { type: 'invite.open' }),
    said('Priya is invited (the dialog ends)', done('invitations', hostsAndCooks)),
    said('The host presses Host again', { type: 'again.open' }),
    said('The new potluck is hosted', done('hostAgain', { ...hostsAndCooks, id: id(701) })),
    said('The host removes Priya', { type: 'guest.remove', memberId: priya.id }),
    said('The member keeps them', { type: 'removal.dismiss' }),
    said('The member confirms', { type: 'removal.confirm' }),
    said('Done', done('removal.confirm', { ok: true })),
    said('The cook makes the chicken 6 servings', {
      type: 'dish.servings',
      dishId: chickenDish.id,
      servings: 6,
    }),
    said('The member types 3 people (sent once typing rests)', { type: 'people.change', people: 3 }),
    said('The member leaves the field', { type: 'people.commit' }),
    said(
      'The join link is on',
      done('joinLink.toggle', { ...hostsAndCooks, joinLink: { enabled: true, token: 'a'.repeat(32) } }),
    ),
    // Sam, a neighbour without an account, came with the join link: needs, a private link, keeping it as an account.
    said(
      'The potluck arrives as Sam (a guest without an account) sees it',
      done('loadPotluck', aPotluck('sam')),
    ),
    said('Sam puts the private link away', { type: 'guestLink.dismiss' }),
    said('Sam avoids dairy and eggs', { type: 'needs.change', needs: ['dairy', 'egg'] }),
    said('Sam asks for a new private link', { type: 'guestLink.renew' }),
    said('The new link is shown', done('guestLink.renew', { secret: 'c'.repeat(43) })),
    said('Sam presses Keep this as an account', { type: 'account.open' }),
    said('Sam types a username and password', {
      type: 'account.change',
      draft: { username: 'sam_b', password: 'secret1' },
    }),
    said('Sam presses Keep it', { type: 'account.submit' }),
    said('The username is taken', failed('keepAccount', 'That username is taken')),
    said(
      'The account is made',
      done('keepAccount', { token: 'cookie-session', username: 'sam_b', _id: sam.id }),
    ),
    said('Sam closes the form', { type: 'account.dismiss' }),
  ],
  // Sam's page differs by whether his account form is filled; a member's by what was typed and asked.
  distinguish: (context) =>
    context.potluck?.you.guest
      ? ['guest', context.account.username !== '']
      : [context.people, context.removal, context.potluck?.joinLink?.enabled],
};
