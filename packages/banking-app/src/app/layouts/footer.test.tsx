// The bank's names in every frame's footer: the brand, the legal entity that trades as it and its
// licence, as the statements' heading says it, from the one place the app keeps them
// (src/config/bank.ts); on the dashboard too, so a printed receipt carries them.
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, installFakeBackend, resetBackend, ROLES } from '../../../test/fakeBackend';
import { BANK } from '@/config/bank';
import { setConfig } from '@/config/runtime';
import { i18n, initI18n } from '@/i18n/i18n';
import { axeViolations } from '@/lib/testing/axe';
import { forgetCustomerType } from '@/session/customer';
import { sessionReady } from '@/session/session';
import { clearSessionStorage, setToken } from '@/session/storage';
import { partialRouter } from '../router';

beforeAll(async () => {
  installFakeBackend();
  await initI18n('en');
  await sessionReady();
  await Promise.all([
    import('./PublicLayout'),
    import('./AuthLayout'),
    import('./DashboardLayout'),
    import('@/features/public-pages/content/ContentPage'),
  ]);
}, 120_000);
afterAll(() => vi.unstubAllGlobals());
beforeEach(async () => {
  resetBackend();
  forgetCustomerType();
  clearSessionStorage();
  setConfig({});
  await i18n().changeLanguage('en');
});

function renderAt(path: string) {
  const router = partialRouter(path, (table, patchRoutesOnNavigation) =>
    createMemoryRouter(table, {
      initialEntries: [path],
      ...(patchRoutesOnNavigation && { patchRoutesOnNavigation }),
    }),
  );
  return render(
    <I18nextProvider i18n={i18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const ENGLISH =
  'Sadu Bank is a trading name of Sadu Bank PJSC, licensed by the Central Bank of the UAE.';

async function footer() {
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return screen.getByRole('contentinfo');
}

describe("the footer's legal line", { timeout: 30_000 }, () => {
  it('names the brand and the legal entity on the public pages, in English and in Arabic', async () => {
    const { container } = renderAt('/about-us');
    const english = await footer();
    expect(within(english).getByText(ENGLISH)).toBeInTheDocument();
    // The line is made of the names the app keeps in one place.
    expect(ENGLISH).toContain(BANK.en.brand);
    expect(ENGLISH).toContain(BANK.en.legalName);
    expect(english).toHaveTextContent(`© ${new Date().getFullYear()} Sadu Bank PJSC.`);
    expect(english).not.toHaveTextContent(/Bank Digital/);
    expect(await axeViolations(container)).toEqual([]);

    await i18n().changeLanguage('ar');
    expect(
      await within(english).findByText(
        'بنك سدو اسم تجاري لشركة بنك سدو ش.م.ع، المرخَّصة من مصرف الإمارات العربية المتحدة المركزي.',
      ),
    ).toBeInTheDocument();
    expect(english).toHaveTextContent(`© ${new Date().getFullYear()} ${BANK.ar.legalName}.`);
  });

  it('is on the login page', async () => {
    renderAt('/login');
    expect(within(await footer()).getByText(ENGLISH)).toBeInTheDocument();
  });

  it('ends every page of online banking, so a printed receipt carries it', async () => {
    backend.role = ROLES.individual!;
    await setToken('valid-token');
    const { container } = renderAt('/dashboard/settings');
    expect(within(await footer()).getByText(ENGLISH)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
  });
});
