import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n/i18n';
import { GuardedRoute } from './GuardedRoute';
import type { Check } from '@/session/checks';

beforeAll(async () => {
  await initI18n('en');
});

function deferred() {
  let resolve!: (v: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve, check: (() => promise) as Check };
}

function renderGuard(checks: Check[], redirectTo?: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/login', element: <h1>Login</h1> },
      {
        path: '/private',
        element: <GuardedRoute checks={checks} {...(redirectTo ? { redirectTo } : {})} />,
        children: [{ index: true, element: <h1>Private content</h1> }],
      },
    ],
    { initialEntries: ['/', '/private'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('GuardedRoute', () => {
  it('shows the full-screen logo loader while the checks run, then the content when all pass', async () => {
    const a = deferred();
    const b = deferred();
    const router = renderGuard([a.check, b.check]);
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByText('Private content')).not.toBeInTheDocument();
    a.resolve(true);
    await Promise.resolve();
    expect(screen.getByRole('status')).toBeInTheDocument();
    b.resolve(true);
    expect(await screen.findByRole('heading', { name: 'Private content' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/private');
  });

  it('replace-redirects to its path when one check fails', async () => {
    const router = renderGuard([async () => true, async () => false], '/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    // Replace: going back skips the guarded address.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects to / by default', async () => {
    const router = renderGuard([async () => false]);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('counts a check that throws as failed', async () => {
    const router = renderGuard([async () => Promise.reject(new Error('offline'))], '/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the content with no checks at all', async () => {
    renderGuard([]);
    expect(await screen.findByRole('heading', { name: 'Private content' })).toBeInTheDocument();
  });

  it('decides in the first render, without the loader, when every check can answer at once', () => {
    let asked = 0;
    const known: Check = Object.assign(
      async () => {
        asked++;
        return true;
      },
      { now: () => true },
    );
    renderGuard([known, known]);
    expect(screen.getByRole('heading', { name: 'Private content' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('redirects in the first render when a check knows at once that it fails', () => {
    const no: Check = Object.assign(async () => false, { now: () => false });
    const router = renderGuard([no], '/login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('waits for the checks when one of them cannot answer at once', async () => {
    const known: Check = Object.assign(async () => true, { now: () => true });
    const unsure: Check = Object.assign(async () => true, { now: () => undefined });
    renderGuard([known, unsure]);
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Private content' })).toBeInTheDocument();
  });
});
