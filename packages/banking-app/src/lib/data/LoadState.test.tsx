import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import type { ApiResponse } from '@/api/client';
import { i18n } from '@/i18n/i18n';
import { axeViolations } from '@/lib/testing/axe';
import { renderPage, setupI18n, testScreen } from '@/lib/testing/pageHarness';
import { LoadState } from './LoadState';
import { behindGate, screenLoader, useScreenQueries } from './screenData';

// axe in jsdom on a shared two-core machine takes seconds.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await setupI18n();
}, 120_000);

type Answer = ApiResponse<{ data: string[] }>;
const ok = (items: string[]): Answer => ({ data: { data: items }, status: 200, statusText: 'OK' });
const failed = (status: 500 | 503): Answer => ({
  data: null,
  status,
  statusText: STATUS_TEXTS[status],
  error: { code: 'service_unavailable', message: 'x' },
});

/** A call answered by hand: each request waits until the test answers it. */
function scriptedCall() {
  const waiting: ((a: Answer) => void)[] = [];
  const load = () => new Promise<Answer>((resolve) => waiting.push(resolve));
  return {
    load,
    answer: (a: Answer) => act(async () => waiting.shift()!(a)),
    asked: () => waiting.length,
  };
}

/** A screen whose loader makes `load` (again for each address and each revalidation). */
function screenOf(load: () => Promise<Answer>) {
  const loader = screenLoader(() => ({ items: load }));
  return testScreen({ Component: () => <Screen<typeof loader> />, loader });
}

function Screen<L extends ReturnType<typeof screenLoader<{ items: () => Promise<Answer> }>>>() {
  const { items: query } = useScreenQueries<L>();
  return (
    <I18nextProvider i18n={i18n()}>
      <h1>Beneficiaries</h1>
      <LoadState
        query={query}
        label="Loading your beneficiaries"
        isEmpty={(d) => d.length === 0}
        empty={<p>No beneficiaries yet</p>}
      >
        {(items) => (
          <ul>
            {items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
      </LoadState>
      <button type="button" onClick={() => query.reload()}>
        Reload
      </button>
    </I18nextProvider>
  );
}

describe('LoadState and the screen loader (useScreenQueries)', () => {
  it('says it is loading, then shows the content', async () => {
    const call = scriptedCall();
    const { container } = renderPage(screenOf(call.load), '/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your beneficiaries');
    expect(await axeViolations(container)).toEqual([]);
    await call.answer(ok(['Noura', 'Omar']));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Noura', 'Omar']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the catalogue text and a retry that works, and moves focus off the vanished button', async () => {
    const call = scriptedCall();
    const { container } = renderPage(screenOf(call.load), '/');
    await call.answer(failed(503));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load this just now');
    expect(alert).toHaveTextContent(
      'Service Unavailable - The server is currently unable to handle the request.',
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    // The retry is the router's revalidation: the loading state shows once it has run the loader.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your beneficiaries');
    expect(document.activeElement).toBe(container.querySelector('[tabindex="-1"]'));
    await call.answer(ok(['Noura']));
    expect(screen.getByRole('listitem')).toHaveTextContent('Noura');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state when there is nothing', async () => {
    const call = scriptedCall();
    renderPage(screenOf(call.load), '/');
    await call.answer(ok([]));
    expect(screen.getByText('No beneficiaries yet')).toBeInTheDocument();
  });

  it('keeps the content while it reloads after a change', async () => {
    const call = scriptedCall();
    renderPage(screenOf(call.load), '/');
    await call.answer(ok(['Noura']));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Noura');
    expect(call.asked()).toBe(1);
    await call.answer(ok(['Noura', 'Omar']));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('drops an answer that comes after a newer request (the address changed on the way)', async () => {
    const call = scriptedCall();
    const { router } = renderPage(screenOf(call.load), '/', { at: '/?who=first' });
    await act(() => router.navigate('/?who=second'));
    expect(call.asked()).toBe(2);
    await call.answer(ok(['stale']));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await call.answer(ok(['fresh']));
    expect(screen.getByRole('listitem')).toHaveTextContent('fresh');
  });

  it('starts with an answer that has already come: no loading state is drawn', async () => {
    const load = vi.fn(async () => ok(['Noura']));
    const loader = screenLoader(() => ({ items: load }));
    const drawn: string[] = [];
    function Records() {
      const { items } = useScreenQueries<typeof loader>();
      drawn.push(items.state.status);
      return (
        <p>{items.state.status === 'success' ? items.state.data.join() : items.state.status}</p>
      );
    }
    const answers = loader({
      params: {},
      request: new Request('http://127.0.0.1/'),
    } as Parameters<typeof loader>[0]);
    await answers.items;
    await Promise.resolve();
    const Component = testScreen({ Component: Records, loader: () => answers });
    renderPage(Component, '/');
    expect(screen.getByText('Noura')).toBeInTheDocument();
    expect(drawn).not.toContain('loading');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('behind a gate, asks nothing until the gate says yes, and nothing at all on a no', async () => {
    const load = vi.fn(async () => ok(['Noura']));
    const loader = screenLoader(() => ({ items: load }));
    let open!: (ok: boolean) => void;
    const gated = behindGate(loader, () => new Promise<boolean>((resolve) => (open = resolve)));
    const args = { params: {}, request: new Request('http://127.0.0.1/') } as Parameters<
      typeof loader
    >[0];
    const first = (await gated(args)) as { items: Promise<Answer> };
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    open(true);
    expect((await first.items).data?.data).toEqual(['Noura']);
    expect(load).toHaveBeenCalledTimes(1);
    const refused = (await gated(args)) as { items: Promise<Answer> };
    open(false);
    expect((await refused.items).status).toBe(401);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('marks the catalogue text as English on an Arabic page', async () => {
    await i18n().changeLanguage('ar');
    try {
      const call = scriptedCall();
      renderPage(screenOf(call.load), '/');
      await call.answer(failed(500));
      const text = screen.getByText(STATUS_TEXTS[500]);
      expect(text).toHaveAttribute('lang', 'en');
      expect(text).toHaveAttribute('dir', 'ltr');
      expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
    } finally {
      await i18n().changeLanguage('en');
    }
  });
});
