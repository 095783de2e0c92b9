import type { adminDashboardMachine } from '../../../machines/adminDashboardMachine.ts';
import { anAdminUser } from '../samples.ts';
import { done, env, failed, id, noServer, type Walk } from './support.ts';

export const adminDashboardWalk: Walk<typeof adminDashboardMachine> = {
  input: { client: noServer, ...env },
  events: [
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
    failed('loadDashboard'),
    { type: 'users.search', query: 'ad' },
    done('searchUsers', [anAdminUser('ada', id(1))]),
    { type: 'users.showMore' },
    { type: 'users.showLess' },
    { type: 'user.delete', id: id(1) },
    done('deleteUser'),
  ],
};
