import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, installFakeBackend, resetBackend, ROLES } from '../../test/fakeBackend';
import { setConfig } from '@/config/runtime';
import { i18n, initI18n } from '@/i18n/i18n';
import { forgetCustomerType } from '@/session/customer';
import { sessionReady } from '@/session/session';
import { clearSessionStorage, setToken } from '@/session/storage';
import { partialRouter, routeBranch } from './router';

beforeAll(async () => {
  installFakeBackend();
  await initI18n('en');
  await sessionReady();
  // Compile the lazy modules once up front (slow on a busy machine), so each test measures routing.
  await Promise.all([
    import('./layouts/PublicLayout'),
    import('./layouts/AuthLayout'),
    import('./layouts/DashboardLayout'),
    import('@/features/public-pages/content/ContentPage'),
    import('@/features/public-pages/home/HomePage'),
    import('@/features/public-pages/not-found/NotFoundPage'),
  ]);
}, 120_000);
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  resetBackend();
  forgetCustomerType();
  clearSessionStorage();
  setConfig({});
});

// As the app makes its router (src/app/router.tsx): it starts with the branch of the first page and
// is given the others as it goes, so every test below also follows it from branch to branch.
function renderAt(path: string) {
  const router = partialRouter(path, (table, patchRoutesOnNavigation) =>
    createMemoryRouter(table, {
      initialEntries: [path],
      ...(patchRoutesOnNavigation && { patchRoutesOnNavigation }),
    }),
  );
  render(
    <I18nextProvider i18n={i18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

/** Where a visit lands once every guard has decided and the page shows its h1. */
async function landing(path: string): Promise<string> {
  const router = renderAt(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return router.state.location.pathname;
}

async function logIn(role: keyof typeof ROLES = 'individual') {
  backend.role = ROLES[role]!;
  await setToken('valid-token');
}

describe('routes and guards', { timeout: 20_000 }, () => {
  it.each([
    ['/dashboard', '/login'],
    ['/dashboard/settings', '/login'],
    ['/dashboard/waiting_review/external_transfer/42', '/login'],
    ['/download_transaction_summary', '/login'],
    ['/download_wire_transaction_summary', '/login'],
    ['/login', '/login'],
    ['/forgot_password', '/forgot_password'],
    ['/registration', '/registration'],
    ['/registration/individual', '/registration/individual'],
    ['/about-us', '/about-us'],
    ['/investor_relations', '/investor_relations'],
  ])('logged out, %s lands on %s', async (from, to) => {
    expect(await landing(from)).toBe(to);
  });

  it('an unknown address shows the not-found page', async () => {
    expect(await landing('/no-such-page')).toBe('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We can’t find that page');
  });

  it.each([
    ['/login', '/dashboard'],
    ['/forgot_password', '/dashboard'],
    ['/registration/password', '/dashboard'],
    ['/dashboard/setting', '/dashboard/settings'],
    ['/dashboard/manage_subaccounts', '/dashboard/settings'],
    ['/dashboard/add_beneficiary', '/dashboard/add_beneficiary'],
    ['/dashboard/crypto_wallet', '/dashboard/crypto_wallet'],
    ['/dashboard/all_transactions', '/dashboard/all_transactions'],
    ['/dashboard/company_info', '/dashboard'],
    ['/dashboard/approval_rules', '/dashboard'],
    ['/dashboard/bulk_payments', '/dashboard'],
    ['/dashboard/payroll', '/dashboard'],
    ['/dashboard/corporate_sharholder', '/dashboard'],
    ['/dashboard/topup_step1', '/dashboard/topup_step1'],
    // Past the guard, a top-up step without its earlier steps leads to the first unfinished one.
    ['/dashboard/topup_step3', '/dashboard/topup_step1'],
    ['/download_transaction_summary', '/download_transaction_summary'],
  ])('an individual customer at %s lands on %s', async (from, to) => {
    await logIn('individual');
    expect(await landing(from)).toBe(to);
  });

  it.each([
    ['an individual', 'individual', true],
    ['a corporate viewer', 'viewer', false],
  ] as const)(
    'the dashboard frame of %s draws its whole navigation in its first render (nothing shifts in later)',
    async (_who, role, movesMoney) => {
      await logIn(role);
      renderAt('/dashboard/settings');
      const nav = await screen.findByRole(
        'navigation',
        { name: 'Online banking' },
        { timeout: 15_000 },
      );
      // Asked at once, without waiting: the links that depend on the customer type are there already.
      expect(within(nav).queryByRole('link', { name: 'Add money' }) !== null).toBe(movesMoney);
      expect(within(nav).queryByRole('link', { name: 'Transfer' }) !== null).toBe(movesMoney);
      expect(within(nav).getByRole('link', { name: 'Security' })).toBeInTheDocument();
    },
  );

  it('offers a logged-in customer on the public pages their account instead of the login', async () => {
    renderAt('/about-us');
    const header = (await screen.findAllByRole('banner', {}, { timeout: 15_000 }))[0]!;
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('link', { name: 'Go to your account' })).toBeNull();
    cleanup();
    await logIn('individual');
    renderAt('/about-us');
    const signedIn = (await screen.findAllByRole('banner', {}, { timeout: 15_000 }))[0]!;
    expect(within(signedIn).getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(signedIn).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('folds the same links into a menu for a phone, the current page marked, and closes it when one is chosen', async () => {
    await logIn('individual');
    renderAt('/dashboard/security_page');
    const user = userEvent.setup({ delay: null });
    const side = await screen.findByRole(
      'navigation',
      { name: 'Online banking' },
      { timeout: 15_000 },
    );
    const sideLinks = within(side)
      .getAllByRole('link')
      .map((l) => l.textContent);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const menu = within(drawer).getByRole('navigation', { name: 'Online banking' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(sideLinks);
    expect(within(menu).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(drawer).getByRole('button', { name: 'العربية' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Add money' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('crypto_wallet and all_transactions lead to /dashboard when their own checks fail', async () => {
    await logIn('individual');
    backend.cryptoAllowed = false;
    backend.wallets = 0;
    expect(await landing('/dashboard/crypto_wallet')).toBe('/dashboard');
  });

  it('all_transactions needs a wallet', async () => {
    await logIn('individual');
    backend.wallets = 0;
    expect(await landing('/dashboard/all_transactions')).toBe('/dashboard');
    // Never a silent redirect: the page it leads to says why.
    expect(await screen.findByText(/open a wallet first/)).toBeInTheDocument();
  });

  it('says where a refused visit lands why it was refused, in the customer’s role, and not on the next page', async () => {
    await logIn('viewer');
    const router = renderAt('/dashboard/topup');
    const notice = (
      await screen.findByText('That page is not open to you', {}, { timeout: 15_000 })
    ).closest('[role="alert"]');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(notice).toHaveTextContent(
      'Moving money needs the role of preparer, approver or administrator. Your role is Viewer: you can see',
    );
    expect(notice).toHaveTextContent('An administrator of your company can change your role.');
    await act(() => router.navigate('/dashboard/settings'));
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 15_000 });
    expect(screen.queryByText('That page is not open to you')).toBeNull();
  });

  it('explains the virtual assets refused to a customer not yet eligible', async () => {
    await logIn('individual');
    backend.cryptoAllowed = false;
    expect(await landing('/dashboard/crypto_wallet')).toBe('/dashboard');
    expect(
      await screen.findByText(/Virtual assets are open to individual customers/),
    ).toBeInTheDocument();
  });

  it.each([
    ['viewer', '/dashboard/topup', '/dashboard'],
    ['viewer', '/dashboard/external_step1N', '/dashboard'],
    ['viewer', '/dashboard/add_beneficiary', '/dashboard/beneficiary'],
    ['viewer', '/dashboard/waiting_review', '/dashboard/waiting_review'],
    ['viewer', '/dashboard/corporate_kyc', '/dashboard'],
    // A preparer may prepare a transfer (its later steps, with no draft, lead to its first).
    ['preparer', '/dashboard/internal_step1', '/dashboard/internal_step1'],
    ['preparer', '/dashboard/internal_step2', '/dashboard/internal_step1'],
    ['preparer', '/dashboard/add_beneficiary', '/dashboard/beneficiary'],
    ['approver', '/dashboard/add_beneficiary', '/dashboard/add_beneficiary'],
    ['approver', '/dashboard/manage_subaccounts', '/dashboard/settings'],
    ['admin', '/dashboard/manage_subaccounts', '/dashboard/manage_subaccounts'],
    ['admin', '/dashboard/corporate_sharholder', '/dashboard/corporate_sharholder'],
    // Not in the spec (issue 28): every corporate user reads the approval rules.
    ['viewer', '/dashboard/approval_rules', '/dashboard/approval_rules'],
    ['admin', '/dashboard/approval_rules', '/dashboard/approval_rules'],
    // Not in the spec (issue 28): every corporate user reads the bulk payments.
    ['viewer', '/dashboard/bulk_payments', '/dashboard/bulk_payments'],
    [
      'preparer',
      '/dashboard/bulk_payments/b0a1c2d3-4e5f-4a6b-8c7d-000000000001',
      '/dashboard/bulk_payments/b0a1c2d3-4e5f-4a6b-8c7d-000000000001',
    ],
    // Not in the spec (issue 28): every corporate user reads the payroll; a viewer runs no month.
    ['viewer', '/dashboard/payroll', '/dashboard/payroll'],
    ['viewer', '/dashboard/payroll/check', '/dashboard/payroll/check'],
    ['viewer', '/dashboard/payroll/new', '/dashboard'],
    ['preparer', '/dashboard/payroll/new', '/dashboard/payroll/new'],
    [
      'viewer',
      '/dashboard/payroll/f2b3c4d5-6e7f-4a8b-9c0d-000000000001',
      '/dashboard/payroll/f2b3c4d5-6e7f-4a8b-9c0d-000000000001',
    ],
  ] as const)('a corporate %s at %s lands on %s', async (role, from, to) => {
    await logIn(role);
    expect(await landing(from)).toBe(to);
  });

  it('during maintenance the static pages lead to /maintenance and the further group to /', async () => {
    setConfig({ maintenance: true });
    expect(await landing('/about-us')).toBe('/maintenance');
  });

  it('during maintenance the further public group leads home, which says why', async () => {
    setConfig({ maintenance: true });
    expect(await landing('/security')).toBe('/');
    expect(screen.getByText('Planned maintenance in progress')).toBeInTheDocument();
  });

  it("on navigation the title changes and focus moves to the new page's h1", async () => {
    const router = renderAt('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Sadu Bank' });
    expect(document.title).toBe('About us — Sadu Bank');
    await router.navigate('/company_team');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Our team' });
    await waitFor(() => expect(document.activeElement).toBe(h1));
    expect(document.title).toBe('Our team — Sadu Bank');
  });

  it('a change of the search alone (filters, a details dialog) keeps focus where it is', async () => {
    const router = renderAt('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Sadu Bank' }, { timeout: 15_000 });
    const link = screen.getAllByRole('link')[0]!;
    link.focus();
    await act(() => router.navigate('/about-us?filter=1'));
    expect(document.activeElement).toBe(link);
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(document.activeElement).toBe(link);
  });

  it('switching to Arabic sets dir="rtl", translates the page and persists the choice', async () => {
    renderAt('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Sadu Bank' });
    await i18n().changeLanguage('ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'عن بنك سدو' }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    await waitFor(() => expect(document.title).toBe('من نحن — بنك سدو'));
    await i18n().changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('the fee pages show a clear error when the schedule cannot be fetched', async () => {
    renderAt('/fees-charging-individuals');
    expect(
      await screen.findByText('We could not load the fee schedule', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Service Unavailable - The server is currently unable to handle the request\./,
      ),
    ).toBeInTheDocument();
    expect(backend.calls).toContain('GET /public/fees');
  });
});

describe('the router holds the table a branch at a time', { timeout: 20_000 }, () => {
  it('starts with one branch and adds each page it is sent to once, under the routes it holds', async () => {
    await logIn('individual');
    const router = renderAt('/dashboard/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 15_000 });
    const ids = (table: readonly RouteObject[]): string[] =>
      table.flatMap((route) => [route.id ?? '', ...ids(route.children ?? [])]);
    expect(ids(router.routes)).toEqual(
      routeBranch('/dashboard/settings')!.map((route) => route.id),
    );

    // A page beside it, under the same frame: one route more.
    await act(() => router.navigate('/dashboard/beneficiary'));
    await screen.findByRole('heading', { level: 1, name: 'Beneficiaries' }, { timeout: 15_000 });
    expect(ids(router.routes)).toHaveLength(routeBranch('/dashboard/settings')!.length + 1);

    // An unknown address, a public page (its layout already there from the unknown one), and back.
    await act(() => router.navigate('/no-such-page'));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'We can’t find that page' },
      { timeout: 15_000 },
    );
    await act(() => router.navigate('/about-us'));
    await screen.findByRole('heading', { level: 1, name: 'About Sadu Bank' }, { timeout: 15_000 });
    await act(() => router.navigate('/dashboard/settings'));
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 15_000 });

    // Each route once, and none but those of the pages visited.
    const held = ids(router.routes);
    expect(new Set(held).size).toBe(held.length);
    const visited = [
      '/dashboard/settings',
      '/dashboard/beneficiary',
      '/no-such-page',
      '/about-us',
    ].flatMap((path) => routeBranch(path)!.map((route) => route.id));
    expect(new Set(held)).toEqual(new Set(visited));
  });
});
