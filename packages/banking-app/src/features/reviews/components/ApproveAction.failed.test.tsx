import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_TEXT } from '@/api/errors';
import { renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { reviewApi, SUPPLIER } from '../testData';

// The code field's chunk cannot be fetched when the approver presses "Approve" (offline).
vi.mock('./ApprovalCode', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const Review = screenUnderTest(() => import('../ReviewPage'));
const API = `/review/external_transfer/${SUPPLIER.transaction_id}`;

beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('valid-token');
});

describe('Approving when the code field cannot be loaded', () => {
  it('says so in the dialog, with the network text, and sends no approval', async () => {
    const api = reviewApi('approver', {
      [`GET ${API}`]: reply(200, { data: SUPPLIER }),
      [`POST ${API}/approve/otp`]: reply(202, {
        data: {
          channel: 'sms',
          sent_to: '+971 50 ••• ••67',
          expires_at: '2026-11-20T10:05:00.000Z',
        },
      }),
    });
    renderPage(Review(), '/dashboard/waiting_review/:transaction_type/:transaction_id', {
      at: `/dashboard/waiting_review/external_transfer/${SUPPLIER.transaction_id}`,
    });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
    expect(
      await within(dialog).findByText('The code field could not be loaded'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(NETWORK_TEXT)).toBeInTheDocument();
    expect(api.to('POST', `${API}/approve`)).toHaveLength(0);
  });
});
