import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { fakeApi, refusal, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';

const VerifyPage = screenUnderTest(() => import('./EmailAddressVerifyPage'));

const verified = reply(200, { data: { email: 'noura@example.ae', email_verified: true } });

describe('E-mail link (/email_address_verify)', () => {
  it('confirms the address', async () => {
    const api = fakeApi({ 'POST /registration/email/verify': verified });
    renderPage(VerifyPage(), '/email_address_verify', {
      at: '/email_address_verify?token=link-token-0123456789',
    });
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ token: 'link-token-0123456789' });
  });

  it('says an expired link has expired and where a new one is sent from, without a retry', async () => {
    fakeApi({ 'POST /registration/email/verify': refusal(410, 'link_expired') });
    renderPage(VerifyPage(), '/email_address_verify', {
      at: '/email_address_verify?token=link-token-0123456789',
    });
    expect(await screen.findByText('This link has expired')).toBeInTheDocument();
    expect(screen.getByText(/send a new link from your account's home page/)).toBeInTheDocument();
    expect(screen.queryByText(/profile/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a used link was already used, not that it expired: the address may be confirmed already', async () => {
    fakeApi({ 'POST /registration/email/verify': refusal(410, 'link_used') });
    renderPage(VerifyPage(), '/email_address_verify', {
      at: '/email_address_verify?token=link-token-0123456789',
    });
    expect(await screen.findByText('This link was already used')).toBeInTheDocument();
    expect(screen.getByText(/your address is already confirmed/)).toBeInTheDocument();
    expect(screen.queryByText('This link has expired')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
  });

  it('says what failed when the server is unavailable (503), in the catalogue\'s words, and "Try again" checks the link again', async () => {
    let down = true;
    const api = fakeApi({
      'POST /registration/email/verify': () =>
        down ? refusal(503, 'service_unavailable') : verified,
    });
    renderPage(VerifyPage(), '/email_address_verify', {
      at: '/email_address_verify?token=link-token-0123456789',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check your link');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeInTheDocument();
    expect(api.to('POST', '/registration/email/verify')).toHaveLength(2);
  });

  it('checks the link again only on "Try again" after a failure: nothing else revalidates the check', async () => {
    const { shouldRevalidate } = await import('./EmailAddressVerifyPage');
    const at = (search: string) => new URL(`http://127.0.0.1/email_address_verify${search}`);
    const LINK = '?token=link-token-0123456789';
    const revalidates = (to = at(LINK), formMethod?: 'POST') =>
      shouldRevalidate({
        currentUrl: at(LINK),
        nextUrl: to,
        currentParams: {},
        nextParams: {},
        formMethod,
        defaultShouldRevalidate: true,
      });
    let down = true;
    fakeApi({
      'POST /registration/email/verify': () =>
        down ? refusal(503, 'service_unavailable') : verified,
    });
    renderPage(VerifyPage(), '/email_address_verify', { at: `/email_address_verify${LINK}` });
    await screen.findByRole('alert');
    // Failed: the retry (a revalidation of the same address) checks again; an action or another
    // search parameter does not.
    expect(revalidates()).toBe(true);
    expect(revalidates(at(LINK), 'POST')).toBe(false);
    expect(revalidates(at(`${LINK}&lang=ar`))).toBe(false);
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Your e-mail address is confirmed');
    // Confirmed: checking again would only hear that the link was used.
    expect(revalidates()).toBe(false);
    expect(revalidates(at(LINK), 'POST')).toBe(false);
    // Another link is a check of its own.
    expect(revalidates(at('?token=another-token-0123456789'))).toBe(true);
  });

  it('asks nothing of the server without a token', async () => {
    const api = fakeApi({});
    renderPage(VerifyPage(), '/email_address_verify');
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
