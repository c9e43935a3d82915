import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS, resubmitPath } from '@/access/paths';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { money, transaction } from '@/lib/testing/money';
import { setToken } from '@/session/storage';
import { externalStore } from '@/features/transfers/external/draft';
import { internalStore } from '@/features/transfers/internal/draft';

const Resubmit = screenUnderTest(() => import('./ResubmitTransaction'));
const PREPARER = { customer_id: '3b0f6a0e-1c1d-4e5f-8a9b-000000000001', name: 'Peter Falcon' };
const AED_WALLET = {
  wallet_id: '8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e01',
  currency: 'AED',
  account_number: '1000000000000101',
};

const rejectedInternal = transaction({
  transaction_type: 'internal_transfer',
  direction: 'out',
  status: 'rejected',
  amount: money('AED', '120.00'),
  from_wallet: AED_WALLET,
  counterparty: { name: 'Gulf Supplies LLC', detail: '•••• 0202' },
  payee: {
    name: 'Gulf Supplies LLC',
    iban: null,
    account_number: '1000000000000202',
    bic: null,
    bank_name: 'Sadu Bank',
    country: 'AE',
  },
  reference: 'Invoice 77',
  created_by: PREPARER,
  rejection_reason: 'Wrong amount: the invoice says 102.00',
});

const rejectedExternal = transaction({
  transaction_type: 'external_transfer',
  direction: 'out',
  status: 'rejected',
  amount: money('AED', '5000.00'),
  from_wallet: AED_WALLET,
  beneficiary_id: '5c6d7e8f-0000-4000-8000-000000000009',
  counterparty: { name: 'Supplier Ltd', detail: 'NatWest · •••• 6819' },
  payee: {
    name: 'Supplier Ltd',
    iban: 'GB29NWBK60161331926819',
    account_number: null,
    bic: 'NWBKGB2L',
    bank_name: 'NatWest',
    country: 'GB',
  },
  counter_amount: money('GBP', '1070.00'),
  purpose_code: 'GDI',
  charges: 'SHA',
  created_by: PREPARER,
});

const at = (tx: typeof rejectedInternal) => resubmitPath(tx.transaction_type, tx.transaction_id);

beforeEach(async () => {
  sessionStorage.clear();
  await setToken('access-resubmit');
});

describe('Submit a rejected transaction again (/dashboard/resubmit/…)', () => {
  it("puts a rejected internal transfer's answers in its flow, linked to it, and continues at the amount", async () => {
    fakeApi({
      [`GET /transaction/${rejectedInternal.transaction_id}`]: reply(200, {
        data: rejectedInternal,
      }),
    });
    const { router } = renderPage(Resubmit(), PATHS.resubmit, { at: at(rejectedInternal) });
    expect(await screen.findByRole('heading', { name: PATHS.internalStep2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATHS.internalStep2);
    expect(internalStore.read()).toMatchObject({
      resubmits: rejectedInternal.transaction_id,
      fromWalletId: AED_WALLET.wallet_id,
      fromCurrency: 'AED',
      amount: '12000',
      reference: 'Invoice 77',
      recipient: { kind: 'account', accountNumber: '1000000000000202', currency: 'AED' },
    });
  });

  it('keeps a saved beneficiary, the purpose and the charges of a rejected external transfer', async () => {
    fakeApi({
      [`GET /transaction/${rejectedExternal.transaction_id}`]: reply(200, {
        data: rejectedExternal,
      }),
    });
    renderPage(Resubmit(), PATHS.resubmit, { at: at(rejectedExternal) });
    expect(await screen.findByRole('heading', { name: PATHS.externalStep2 })).toBeInTheDocument();
    expect(externalStore.read()).toMatchObject({
      resubmits: rejectedExternal.transaction_id,
      amount: '500000',
      side: 'send',
      purposeCode: 'GDI',
      charges: 'SHA',
      beneficiary: {
        id: rejectedExternal.beneficiary_id,
        currency: 'GBP',
        account: 'GB29NWBK60161331926819',
      },
    });
  });

  it('says why when it was already submitted again, leading to the one that replaced it', async () => {
    const replaced = { ...rejectedInternal, resubmitted_as: rejectedExternal.transaction_id };
    fakeApi({
      [`GET /transaction/${rejectedInternal.transaction_id}`]: reply(200, { data: replaced }),
    });
    const { container } = renderPage(Resubmit(), PATHS.resubmit, { at: at(rejectedInternal) });
    expect(
      await screen.findByText('It was already submitted again: follow the new one instead.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open the transaction that replaced it' }),
    ).toHaveAttribute(
      'href',
      `/dashboard/waiting_review/internal_transfer/${rejectedExternal.transaction_id}`,
    );
    expect(internalStore.read()).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
