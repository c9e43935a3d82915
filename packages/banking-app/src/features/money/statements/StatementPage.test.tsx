import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { PATHS } from '@/access/paths';
import { formatDay } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { axeViolations } from '@/lib/testing/axe';
import { screenUnderTest } from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { customerType, wallet } from '@/lib/testing/money';
import { addDays, uaeToday } from '@/features/money/uaeDay';
import { presetPeriod } from './periods';

// The screen's module, its loader kept for the router below (which gives the route its handle).
let loader: LoaderFunction | undefined;
const StatementPage = screenUnderTest(async () => {
  const module = await import('./StatementPage');
  loader = module.loader as LoaderFunction;
  return module;
});

interface Seen {
  url: URL;
  authorization: string | null;
}

/** The backend for this screen: the wallets, and the statement as a file (or a refusal). */
function backend(
  statement: () => Response = () =>
    new Response('%PDF-1.3 statement', {
      status: 200,
      headers: { 'content-type': 'application/pdf' },
    }),
) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/fiat', '');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/customer/customer_type') return json(200, customerType('individual'));
    if (path === '/wallet/list')
      return json(200, { data: [wallet('AED', '10.00'), wallet('USD', '5.00')] });
    seen.push({ url, authorization: request.headers.get('Authorization') });
    return statement();
  });
  return seen;
}

let saved: { name: string; blob: Blob }[] = [];
beforeEach(async () => {
  forgetCustomerType();
  await setToken('access-statement');
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:statement-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

function renderStatement(kind: 'transactions' | 'wires' = 'transactions') {
  const path =
    kind === 'wires' ? PATHS.downloadWireTransactionSummary : PATHS.downloadTransactionSummary;
  const router = createMemoryRouter(
    [
      {
        path,
        Component: StatementPage(),
        loader,
        handle: { statement: kind },
        // The loader answers at once (its call is deferred): nothing to draw meanwhile.
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('Statements (/download_transaction_summary, /download_wire_transaction_summary)', () => {
  it("downloads this month's PDF of every wallet through the authenticated client (no token in the address)", async () => {
    const seen = backend();
    const user = userEvent.setup({ delay: null });
    const { container } = renderStatement();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Download a transaction summary' }),
    ).toBeInTheDocument();
    const month = presetPeriod('thisMonth', uaeToday());
    expect(screen.getByRole('radio', { name: /This month/ })).toBeChecked();
    expect(
      screen.getByText(`${formatDay(month.from)} to ${formatDay(month.to)}`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'All wallets' })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const name = `sadu-transaction-summary-${month.from}-to-${month.to}.pdf`;
    expect(await screen.findByText(`Your file ${name} has downloaded.`)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.pathname).toBe('/api/fiat/transaction/statement');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      from: month.from,
      to: month.to,
      format: 'pdf',
    });
    expect(seen[0]!.authorization).toBe('Bearer access-statement');
    expect(seen[0]!.url.search).not.toContain('access-statement');
    expect(saved.map((s) => s.name)).toEqual([name]);
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.3 statement');
  });

  it("downloads last month's CSV of one wallet", async () => {
    const seen = backend(
      () =>
        new Response('\uFEFFDate,Type\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv' },
        }),
    );
    const user = userEvent.setup({ delay: null });
    renderStatement();
    await user.click(await screen.findByRole('radio', { name: /Last month/ }));
    await user.click(await screen.findByRole('radio', { name: 'USD wallet' }));
    await user.click(screen.getByRole('radio', { name: /CSV/ }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const last = presetPeriod('lastMonth', uaeToday());
    expect(
      await screen.findByText(
        `Your file sadu-transaction-summary-${last.from}-to-${last.to}-USD.csv has downloaded.`,
      ),
    ).toBeInTheDocument();
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      from: last.from,
      to: last.to,
      format: 'csv',
      currency: 'USD',
    });
  });

  it('takes two days typed as DD-MM-YYYY, the second not before the first nor after today', async () => {
    const seen = backend();
    const user = userEvent.setup({ delay: null });
    const { container } = renderStatement('wires');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Download a wire transfer summary' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Choose dates' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findAllByText('Enter the first day, as DD-MM-YYYY.')).not.toHaveLength(0);
    expect(screen.getAllByText('Enter the last day, as DD-MM-YYYY.')).not.toHaveLength(0);
    const today = uaeToday();
    const from = addDays(today, -10);
    await user.type(screen.getByRole('textbox', { name: /From/ }), formatDay(from));
    await user.type(screen.getByRole('textbox', { name: /^To/ }), formatDay(addDays(from, -1)));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(
      await screen.findAllByText('The last day must be the same as or after the first day.'),
    ).not.toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: /^To/ }));
    await user.type(screen.getByRole('textbox', { name: /^To/ }), formatDay(addDays(today, 1)));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findAllByText('Choose a day up to today.')).not.toHaveLength(0);
    expect(seen).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /^To/ }));
    await user.type(screen.getByRole('textbox', { name: /^To/ }), formatDay(today));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(
      await screen.findByText(
        `Your file sadu-wire-summary-${from}-to-${today}.pdf has downloaded.`,
      ),
    ).toBeInTheDocument();
    expect(seen[0]!.url.pathname).toBe('/api/fiat/transaction/wire_statement');
  });

  it('says what failed (503) in the catalogue\'s words, and "Try again" downloads', async () => {
    let down = true;
    const seen = backend(() =>
      down
        ? new Response(
            JSON.stringify({ error: { code: 'service_unavailable', message: 'down' } }),
            { status: 503, headers: { 'content-type': 'application/json' } },
          )
        : new Response('%PDF-1.3', { status: 200 }),
    );
    const user = userEvent.setup({ delay: null });
    const { container } = renderStatement();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not prepare the file');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/has downloaded/)).toBeInTheDocument();
    expect(seen).toHaveLength(2);
    expect(saved).toHaveLength(1);
  });

  it('reads in Arabic, dates as DD-MM-YYYY with Western digits', async () => {
    backend();
    await i18n().changeLanguage('ar');
    try {
      const { container } = renderStatement();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'تنزيل ملخص المعاملات' }),
      ).toBeInTheDocument();
      const month = presetPeriod('thisMonth', uaeToday());
      expect(
        await screen.findByText(`من ${formatDay(month.from)} إلى ${formatDay(month.to)}`),
      ).toBeInTheDocument();
      await screen.findByRole('radio', { name: 'كل المحافظ' });
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await i18n().changeLanguage('en');
    }
  });
});
