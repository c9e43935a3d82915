import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  refusal,
  reply,
  screenUnderTest,
  setupI18n,
  type Routes,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { PATHS } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { customerType } from '@/lib/testing/money';
import { internalStore } from './draft';

const NewRecipient = screenUnderTest(() => import('./InternalTransferNewRecipient'));
const LOOKUP = 'POST /transfer/internal/recipient';
const user = () => userEvent.setup({ delay: null });

beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('access-internal');
});

function renderNew(extra: Routes) {
  const api = fakeApi({
    'GET /customer/customer_type': reply(200, customerType('individual')),
    ...extra,
  });
  const router = createMemoryRouter(
    [
      { path: PATHS.internalStep1New, Component: NewRecipient() },
      { path: PATHS.internalStep2, Component: () => <h1>amount step</h1> },
    ],
    { initialEntries: [PATHS.internalStep1New] },
  );
  return { api, router, ...render(<RouterProvider router={router} />) };
}

async function byEmail(u: ReturnType<typeof user>, address: string) {
  await u.click(await screen.findByRole('radio', { name: 'E-mail address' }));
  const field = screen.getByRole('textbox', { name: /e-mail address/ });
  await u.clear(field);
  await u.type(field, address);
  await u.click(screen.getByRole('button', { name: 'Find the recipient' }));
  return field;
}

describe('A new internal recipient (/dashboard/internal_step1_new)', () => {
  it('by e-mail: shows the masked name the bank holds, asks which of their currencies, then goes to the amount', async () => {
    const { api, router, container } = renderNew({
      [LOOKUP]: reply(200, { data: { name: 'Mariam A.', currencies: ['AED', 'USD'] } }),
    });
    const u = user();
    await byEmail(u, 'mariam@example.com');
    const found = await screen.findByRole('status');
    expect(found).toHaveTextContent('The name the bank holds');
    expect(found).toHaveTextContent('Mariam A.');
    expect(api.to('POST', '/transfer/internal/recipient')[0]!.body).toEqual({
      email: 'mariam@example.com',
    });
    expect(await axeViolations(container)).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const currency = await screen.findByRole('group', { name: /Pay into their wallet in/ });
    expect(
      within(currency).getByText('Choose the currency of the wallet to pay into.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Choose the currency of the wallet to pay into.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATHS.internalStep1New);
    await u.click(within(currency).getByRole('radio', { name: 'USD' }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.internalStep2));
    expect(internalStore.read()?.recipient).toEqual({
      kind: 'email',
      email: 'mariam@example.com',
      name: 'Mariam A.',
      currency: 'USD',
    });
  });

  it('checks the address first, says when nobody can be paid there, and forgets a found name when the address changes', async () => {
    const answers = [
      refusal(404, 'not_found'),
      reply(200, { data: { name: 'Omar H.', currencies: ['AED'] } }),
    ];
    const { api, container } = renderNew({ [LOOKUP]: () => answers.shift()! });
    const u = user();
    const field = await byEmail(u, 'not an address');
    expect(field).toHaveAccessibleDescription(
      /Enter an e-mail address such as name@example\.com\./,
    );
    expect(api.to('POST', '/transfer/internal/recipient')).toHaveLength(0);
    await byEmail(u, 'stranger@example.com');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Nobody can be paid at this address at Sadu Bank/),
    );
    expect(await axeViolations(container)).toEqual([]);
    await byEmail(u, 'omar@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('Omar H.');
    expect(screen.getByText('The money goes into their AED wallet.')).toBeInTheDocument();
    await u.type(field, 'x');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Find the recipient' })).toBeInTheDocument();
  });

  it('shows a limit reached on the look-up as a refusal, keeping what was entered', async () => {
    renderNew({
      [LOOKUP]: refusal(429, 'rate_limited', {
        message: 'Too many look-ups: try again in an hour.',
      }),
    });
    const u = user();
    const field = await byEmail(u, 'someone@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many look-ups: try again in an hour.',
    );
    expect(field).toHaveValue('someone@example.com');
  });

  it('in Arabic: the found name and the currency choice without an axe violation', async () => {
    await setupI18n('ar');
    try {
      const { container } = renderNew({
        [LOOKUP]: reply(200, { data: { name: 'Mariam A.', currencies: ['AED', 'USD'] } }),
      });
      const u = user();
      await u.click(await screen.findByRole('radio', { name: 'البريد الإلكتروني' }));
      await u.type(
        screen.getByRole('textbox', { name: /البريد الإلكتروني للمستلم/ }),
        'mariam@example.com',
      );
      await u.click(screen.getByRole('button', { name: 'ابحث عن المستلم' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Mariam A.');
      expect(screen.getByRole('group', { name: /الدفع إلى محفظته بعملة/ })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
