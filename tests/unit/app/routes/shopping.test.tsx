// @vitest-environment happy-dom
// /shopping through its route adapter: the shopping-list machine, the selector and the ShoppingListScreen together.
import type { ShoppingList } from '@potluck/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shoppingListKey } from '../../../../machines/support/storageKeys.ts';
import { sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

const me = `${'0'.repeat(23)}9`;
const list = (items: ShoppingList['items'] = []): ShoppingList => ({
  id: sampleId(10),
  ownerId: me,
  ownerName: 'maria_cooks',
  items,
  shares: [],
  updatedAt: '2026-11-24T10:00:00.000Z',
});
const butter = {
  id: sampleId(20),
  name: 'butter',
  quantity: 200,
  unit: 'g',
  text: '200 g butter',
  aisle: 'dairy' as const,
  checked: false,
  sources: [{ recipeId: sampleId(40), title: 'Milk Bread' }],
  updatedAt: '2026-11-24T10:00:00.000Z',
};

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  // The list kept on the (fake) device would otherwise show in the next case.
  const { env } = await import('../../../../app/services.ts');
  env.localStorage.removeItem(shoppingListKey(me));
});

describe('/shopping', () => {
  it('shows the member’s list by aisle, adds a typed line and checks an item off', async () => {
    fakeClient.getShoppingLists.mockResolvedValue([
      { id: sampleId(10), ownerId: me, ownerName: 'maria_cooks', itemCount: 1, uncheckedCount: 1 },
    ]);
    fakeClient.getShoppingList.mockResolvedValue(list([butter]));
    fakeClient.addShoppingLines.mockResolvedValue(list([{ ...butter, quantity: 300, text: '300 g butter' }]));
    fakeClient.updateShoppingItem.mockResolvedValue(
      list([{ ...butter, quantity: 300, text: '300 g butter', checked: true }]),
    );
    await renderMemberRoute(await import('../../../../app/routes/shopping.tsx'), { path: '/shopping' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dairy' })).toBeTruthy();
    expect(screen.getByText('for Milk Bread')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Add an item' }), '100 g butter');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('checkbox', { name: /300 g butter/ })).toBeTruthy();
    await waitFor(() =>
      expect(fakeClient.addShoppingLines).toHaveBeenCalledWith(
        sampleId(10),
        ['100 g butter'],
        expect.any(String),
      ),
    );
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());

    await user.click(screen.getByRole('checkbox', { name: /300 g butter/ }));
    await waitFor(() =>
      expect(fakeClient.updateShoppingItem).toHaveBeenCalledWith(sampleId(10), sampleId(20), {
        checked: true,
        changedAt: expect.any(String),
      }),
    );
    expect(screen.getByText('1 of 1 checked')).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    fakeClient.getShoppingLists.mockRejectedValueOnce(Object.assign(new Error('down'), { status: 503 }));
    await renderMemberRoute(await import('../../../../app/routes/shopping.tsx'), { path: '/shopping' });
    expect(await screen.findByText('Could not load the shopping list.')).toBeTruthy();
    fakeClient.getShoppingLists.mockResolvedValue([
      { id: sampleId(10), ownerId: me, ownerName: 'maria_cooks', itemCount: 0, uncheckedCount: 0 },
    ]);
    fakeClient.getShoppingList.mockResolvedValue(list());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your shopping list is empty/)).toBeTruthy();
  });
});
