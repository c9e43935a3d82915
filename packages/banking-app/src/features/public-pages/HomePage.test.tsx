import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('public pages', () => {
  it('home offers to open an account and to log in', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Banking for the UAE/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/registration');
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Sadu Bank — digital banking in the UAE');
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('an unknown address shows the not-found page with a way home', async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
