import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { selectAdminScreen } from '../../../../app/selectors/adminScreen.ts';
import {
  type AdminClient,
  type AdminDashboardEvent,
  adminDashboardMachine,
} from '../../../../machines/adminDashboardMachine.ts';
import { anAdminUser, sampleId } from '../../../../stories/statecharts/samples.ts';
import { done, failed, snapshotAfter } from './snapshots.ts';

const input = { client: {} as AdminClient };
const loaded = done('loadDashboard', {
  topCommented: [{ recipeId: sampleId(5), title: 'Soup', commentCount: 4 }],
  topLiked: [{ recipeId: sampleId(6), title: 'Cake', likeCount: 9 }],
  topExternal: [{ id: 716429, title: 'Pasta' }],
  users: [anAdminUser('ada', sampleId(1)), anAdminUser('bob', sampleId(2))],
});
const select = (...events: (AdminDashboardEvent | EventObject)[]) =>
  selectAdminScreen(snapshotAfter(adminDashboardMachine, input, events), vi.fn());

describe('selectAdminScreen', () => {
  it('shows placeholders while the dashboard loads', () => {
    const { dashboard, confirmDelete } = select();
    expect(dashboard.topCommented).toEqual({ status: 'loading' });
    expect(dashboard.users).toEqual({ status: 'loading' });
    expect(confirmDelete.open).toBe(false);
  });

  it('ranks each list with its measure and lists the members, folded to the first 3', () => {
    const { dashboard } = select(loaded);
    expect(dashboard.topCommented).toEqual({
      status: 'ready',
      entries: [{ id: sampleId(5), title: 'Soup', value: '4 comments' }],
    });
    expect(dashboard.topLiked).toEqual({
      status: 'ready',
      entries: [{ id: sampleId(6), title: 'Cake', value: '9 likes' }],
    });
    expect(dashboard.users).toEqual({
      status: 'ready',
      list: [
        { id: sampleId(1), username: 'ada' },
        { id: sampleId(2), username: 'bob' },
      ],
    });
    expect(dashboard.expanded).toBe(false);
    expect(select(loaded, { type: 'users.showMore' }).dashboard.expanded).toBe(true);
  });

  it('after a failed load shows empty lists, which read No data and No users found.', () => {
    const { dashboard } = select(failed('loadDashboard'));
    expect(dashboard.topLiked).toEqual({ status: 'ready', entries: [] });
    expect(dashboard.users).toEqual({ status: 'ready', list: [] });
  });

  it('after a 403 says the page is for admins instead of drawing empty lists', () => {
    const refused = {
      type: 'xstate.error.actor.loadDashboard',
      error: Object.assign(new Error('Admins only'), { status: 403 }),
    };
    expect(select(refused).forbidden).toBe(true);
    expect(select(failed('loadDashboard')).forbidden).toBe(false);
    expect(select(loaded).forbidden).toBe(false);
  });

  it('opens Delete this user? while the machine asks, and waits while it deletes', () => {
    const asking = select(loaded, { type: 'user.delete', id: sampleId(1) });
    expect(asking.confirmDelete.open).toBe(true);
    const deleting = select(loaded, { type: 'user.delete', id: sampleId(1) }, { type: 'delete.confirm' });
    expect(deleting.confirmDelete.open).toBe(false);
    expect(deleting.dashboard.deleting).toBe(true);
  });

  it('turns the screen’s callbacks into the machine’s events', () => {
    const send = vi.fn();
    const props = selectAdminScreen(snapshotAfter(adminDashboardMachine, input, [loaded]), send);
    props.dashboard.onExpandedChange({ expanded: true });
    props.dashboard.onExpandedChange({ expanded: false });
    props.dashboard.onQueryChange({ query: 'ad' });
    props.dashboard.onDeleteUser({ userId: sampleId(1) });
    props.confirmDelete.onConfirm();
    props.confirmDelete.onOpenChange?.(false);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'users.showMore' },
      { type: 'users.showLess' },
      { type: 'users.search', query: 'ad' },
      { type: 'user.delete', id: sampleId(1) },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
    ]);
  });
});
