import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_TEXT } from '@/api/errors';
import { fakeApi, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { transaction, wallet } from '@/lib/testing/transactions';

// The details' code is fetched when a row is first opened; here that fetch fails (offline, or a
// deployment removed the chunk).
vi.mock('@/domain/transactions/TransactionFacts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const AllTransactions = screenUnderTest(() => import('../AllTransactionsPage'));
const ALL = '/dashboard/all_transactions';
const AED = wallet('AED', 0);
const TOPUP = transaction({
  to_wallet: { wallet_id: AED.wallet_id, currency: 'AED', account_number: AED.account_number },
  card: { brand: 'Visa', last4: '4242' },
});

beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});

describe('A transaction’s details whose code cannot be loaded', () => {
  it('say so with the network text and offer a retry, over the list that stays', async () => {
    fakeApi({
      'GET /customer/customer_type': reply(200, {
        data: {
          user_type: 'individual',
          customer_type: null,
          is_viewer_or_preparer: false,
          is_viewer: false,
          can_approve: true,
          can_administer: false,
        },
      }),
      'GET /wallet/list': reply(200, { data: [AED] }),
      'GET /transaction/list': reply(200, { data: { items: [TOPUP], next_cursor: null } }),
      [`GET /transaction/${TOPUP.transaction_id}`]: reply(200, { data: TOPUP }),
    });
    renderPage(AllTransactions(), ALL);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('link', { name: /Card top-up/ }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(await within(dialog).findByText(NETWORK_TEXT)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Card top-up/, hidden: true })).toBeInTheDocument();
  });
});
