import type { adminDashboardMachine } from '../../../machines/adminDashboardMachine.ts';
import { anAdminUser } from '../samples.ts';
import { done, failed, id, noServer, said, type Walk } from './support.ts';

export const adminDashboardWalk: Walk<typeof adminDashboardMachine> = {
  input: { client: noServer },
  events: [
    said(
      'The statistics and four members arrive',
      done('loadDashboard', {
        topCommented: [{ recipeId: id(5), title: 'Pancakes', commentCount: 3 }],
        topLiked: [],
        topExternal: [{ id: 716429, title: 'Pasta' }],
        users: [
          anAdminUser('ada', id(1)),
          anAdminUser('bob', id(2)),
          anAdminUser('cy', id(4)),
          anAdminUser('dee', id(5)),
        ],
      }),
    ),
    said('Loading the dashboard fails', failed('loadDashboard')),
    said('The server refuses a member who is not an admin', {
      type: 'xstate.error.actor.loadDashboard',
      error: Object.assign(new Error('Admins only'), { status: 403 }),
    }),
    said('The admin searches for “ad”', { type: 'users.search', query: 'ad' }),
    said('The search finds ada', done('searchUsers', [anAdminUser('ada', id(1))])),
    said('The admin presses Show More', { type: 'users.showMore' }),
    said('The admin presses Show Less', { type: 'users.showLess' }),
    said('The admin presses delete on ada', { type: 'user.delete', id: id(1) }),
    said('The admin cancels', { type: 'delete.cancel' }),
    said('The admin confirms', { type: 'delete.confirm' }),
    said('The server deletes ada', done('deleteUser')),
  ],
};
