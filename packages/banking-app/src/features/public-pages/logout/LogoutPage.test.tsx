import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { details } from '@/lib/testing/money';
import { forgetCustomerType } from '@/session/customer';
import { getToken, setToken } from '@/session/storage';

const LogoutPage = screenUnderTest(() => import('./LogoutPage'));

beforeEach(async () => {
  forgetCustomerType();
  localStorage.clear();
  await setToken('access-logout');
});

describe('Logout (/logout)', () => {
  it('says "Logging you out…" until the server has answered and the token is gone, then confirms it in a status region', async () => {
    const api = fakeApi({
      'GET /customer/get_customer_details_by_id': reply(200, details()),
      'DELETE /customer/logout': reply(200, { data: { message: 'Logged out' } }),
    });
    // The server's logout answers only when the test lets it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch;
    let asked = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'DELETE') {
        asked += 1;
        await held;
      }
      return answer(request);
    });

    renderPage(LogoutPage(), '/logout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Logging you out…' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(await getToken()).toBe('access-logout');

    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have logged out' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has ended on this device, in every open tab.',
    );
    expect(await getToken()).toBeNull();
    expect(api.to('DELETE', '/customer/logout')[0]?.query.customer_id).toBe(
      details().data.customer_id,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('ends the session on this device even when the server cannot be reached', async () => {
    fakeApi({});
    renderPage(LogoutPage(), '/logout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have logged out' }),
    ).toBeInTheDocument();
    expect(await getToken()).toBeNull();
  });
});
