import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { profileAnswer } from './fixtures';

// The phone rules' chunk cannot be fetched twice (offline, or a deploy replaced it): when the field
// is focused (the early load) and on the first send.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/forms/phoneRules', async (importOriginal) => {
  attempts.count += 1;
  if (attempts.count <= 2) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const Update = screenUnderTest(() => import('./UserAccountUpdatePage'));

afterEach(() => sessionStorage.clear());

describe('user_account_update: the phone rules cannot load', () => {
  it('says the number could not be checked, and the next send loads them and checks it', async () => {
    const api = fakeApi({
      'GET /customer/get_customer_details_by_id': reply(200, { data: profileAnswer() }),
      'POST /customer/phone/change': reply(202, {
        data: { channel: 'sms', sent_to: '+97155*****67', expires_at: '2026-11-24T15:00:00.000Z' },
      }),
    });
    const { container } = renderPage(Update(), '/dashboard/user_account_update');
    const user = userEvent.setup({ delay: null });
    const phone = await screen.findByRole('textbox', { name: /New mobile number/ });
    // The calling code shows before the rules arrive.
    expect(screen.getByText('+971')).toBeInTheDocument();
    await user.type(phone, '055 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(
      await screen.findByRole('link', { name: /We could not check the number/ }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/customer/phone/change')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(await screen.findByText('+97155*****67')).toBeInTheDocument();
    expect(api.to('POST', '/customer/phone/change')[0]!.body).toEqual({
      phone: '+971551234567',
      channel: 'sms',
    });
  });
});
