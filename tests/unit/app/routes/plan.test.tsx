// @vitest-environment happy-dom
// /plan through its route adapter: the plan machine (in the member's shell), the selector and the PlanScreen.
import type { PlanWeek } from '@potluck/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planKey } from '../../../../machines/support/storageKeys.ts';
import { aPotluckSummary } from '../../../../stories/statecharts/potluckSamples.ts';
import { sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

// The harness's clock is Monday 23 November 2026.
const me = `${'0'.repeat(23)}9`;
const kenji = sampleId(2);
const week = (entries: PlanWeek['entries'] = [], ownerId = me): PlanWeek => ({
  id: ownerId === me ? sampleId(10) : sampleId(11),
  ownerId,
  ownerName: ownerId === me ? 'maria_cooks' : 'kenji.eats',
  ownerFName: ownerId === me ? 'Maria' : 'Kenji',
  ownerLName: ownerId === me ? 'Rossi' : 'Lopez',
  weekStart: '2026-11-23',
  entries,
  shares: [],
  updatedAt: '2026-11-23T10:00:00.000Z',
});
const pancakes = {
  id: sampleId(20),
  day: '2026-11-24',
  meal: 'dinner' as const,
  recipeId: sampleId(40),
  title: 'Buttermilk pancakes',
  image: null,
  servings: 4,
  note: null,
  addedToListAt: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
};
const plans = [
  { id: sampleId(10), ownerId: me, ownerName: 'maria_cooks', ownerFName: 'Maria', ownerLName: 'Rossi' },
  { id: sampleId(11), ownerId: kenji, ownerName: 'kenji.eats', ownerFName: 'Kenji', ownerLName: 'Lopez' },
];

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  const { env } = await import('../../../../app/services.ts');
  env.localStorage.removeItem(planKey(me));
});

describe('/plan', () => {
  it('shows the week from Monday with its entries, and adds a note to a day', async () => {
    fakeClient.getPlans.mockResolvedValue(plans);
    fakeClient.getPotlucks.mockResolvedValue([]);
    fakeClient.getPlanWeek.mockResolvedValue(week([pancakes]));
    // The member's own potlucks, read with the week for its seven days: the one she hosts on Sunday shows.
    fakeClient.getPotlucks.mockResolvedValue([
      aPotluckSummary({ day: '2026-11-29', time: '13:00', isHost: true, answer: null }),
    ]);
    const note = {
      ...pancakes,
      id: sampleId(21),
      day: '2026-11-25',
      recipeId: null,
      title: 'Leftovers',
      note: 'Leftovers',
      servings: null,
    };
    fakeClient.addPlanEntry.mockResolvedValue({ ...week([pancakes, note]), entryId: sampleId(21) });
    await renderMemberRoute(await import('../../../../app/routes/plan.tsx'), { path: '/plan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Meal plan' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Buttermilk pancakes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '23 Nov – 29 Nov 2026' })).toBeTruthy();
    const tuesday = screen.getByRole('region', { name: 'Tuesday 24 Nov' });
    expect(within(tuesday).getByText('Serves 4')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Monday 23 Nov Today' })).getByText('Nothing planned'),
    ).toBeTruthy();
    const sunday = screen.getByRole('region', { name: 'Sunday 29 Nov' });
    expect(within(sunday).getByRole('link', { name: 'Sunday lunch at Maria’s' }).getAttribute('href')).toBe(
      `/potluck/${aPotluckSummary().id}`,
    );
    expect(within(sunday).getByText('Potluck at 13:00 · You host')).toBeTruthy();
    expect(fakeClient.getPotlucks).toHaveBeenCalledWith({ from: '2026-11-23', to: '2026-11-29' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to Wednesday 25 Nov' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Wednesday 25 Nov' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Or a note' }), 'Leftovers');
    await user.click(within(dialog).getByRole('button', { name: 'Add to plan' }));
    await waitFor(() =>
      expect(fakeClient.addPlanEntry).toHaveBeenCalledWith(
        sampleId(10),
        { day: '2026-11-25', meal: 'dinner', note: 'Leftovers', operationId: expect.any(String) },
        '2026-11-23',
      ),
    );
    expect(
      within(screen.getByRole('region', { name: 'Wednesday 25 Nov' })).getByText('Leftovers'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());
  });

  it('a plan shared with the member says whose it is and offers no sharing', async () => {
    fakeClient.getPlans.mockResolvedValue(plans);
    fakeClient.getPotlucks.mockResolvedValue([]);
    fakeClient.getPlanWeek.mockImplementation(async (planId: string) =>
      planId === sampleId(11) ? week([], kenji) : week(),
    );
    await renderMemberRoute(await import('../../../../app/routes/plan.tsx'), { path: '/plan' });
    expect(await screen.findByText('Only you can see this plan')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Kenji Lopez’s plan' }));
    expect(await screen.findByText('Kenji Lopez’s plan, shared with you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('says so when the plan cannot be loaded, and tries again', async () => {
    fakeClient.getPlans.mockRejectedValueOnce(
      Object.assign(new Error('Request failed (500)'), { status: 500 }),
    );
    fakeClient.getPlans.mockResolvedValue(plans);
    fakeClient.getPotlucks.mockResolvedValue([]);
    fakeClient.getPlanWeek.mockResolvedValue(week([pancakes]));
    await renderMemberRoute(await import('../../../../app/routes/plan.tsx'), { path: '/plan' });
    expect(await screen.findByText('Could not load the meal plan.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Buttermilk pancakes' })).toBeTruthy();
  });
});
