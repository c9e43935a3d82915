// The offer to add a passkey after a login ("Log in faster next time"): adding through the
// browser's prompt (mocked: jsdom has no WebAuthn) with the security page's calls, the prompt
// closed or failing, the server refusing, and "Not now" held for 30 days; axe in each state, in
// English and in Arabic.
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, refusal, renderPage, reply, setupI18n } from '@/lib/testing/pageHarness';
import { createPasskey, passkeysSupported } from './browser';
import { offerPasskeyNext, passkeyOfferDue } from './offer';

vi.mock(import('./browser'), async (original) => ({
  ...(await original()),
  passkeysSupported: vi.fn(() => true),
  createPasskey: vi.fn(),
}));

vi.setConfig({ testTimeout: 60_000 });

const CUSTOMER = '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01';
const CHALLENGE = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const credential = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

let Offer: ComponentType;
beforeAll(async () => {
  await setupI18n();
  const { PasskeyOffer } = await import('./PasskeyOffer');
  Offer = () => <PasskeyOffer customerId={CUSTOMER} />;
}, 180_000);
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(passkeysSupported).mockReturnValue(true);
  vi.mocked(createPasskey).mockReset();
  offerPasskeyNext(CUSTOMER);
});
afterEach(() => vi.unstubAllGlobals());

/** The security page's calls: the options, and the new passkey stored under the name sent. */
function backend(register = (name: string) => reply(201, { data: passkey(name) })) {
  return fakeApi({
    'POST /security/passkeys/options': reply(200, {
      data: {
        challenge_id: CHALLENGE,
        expires_at: '2026-11-22T10:05:00.000Z',
        options: {
          challenge: 'Y2hhbGxlbmdl',
          rp: { name: 'Sadu Bank', id: 'localhost' },
          user: { id: 'dXNlcg', name: 'amal@example.com', displayName: 'Amal' },
          pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
        },
      },
    }),
    'POST /security/passkeys': (call) => register((call.body as { name: string }).name),
  });
}
const passkey = (name: string) => ({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  name,
  created_at: '2026-11-22T08:00:00.000Z',
  last_used_at: null,
  synced: false,
});
const domError = (name: string) => Object.assign(new Error(name), { name });

async function open() {
  const view = renderPage(Offer, '/dashboard');
  const card = await screen.findByRole('region', { name: 'Log in faster next time' });
  return { ...view, card, user: userEvent.setup({ delay: null }) };
}

describe('the passkey offer', () => {
  it('offers a passkey, never forced: "Add a passkey" or "Not now"', async () => {
    backend();
    const { card, container } = await open();
    expect(card).toHaveTextContent(/fingerprint, face or device PIN instead of typing a code/);
    expect(within(card).getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('adds one through the security page’s calls, named after this device, and says where to manage it', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: CHROME_ON_WINDOWS });
    const api = backend();
    vi.mocked(createPasskey).mockResolvedValue(credential as never);
    const { card, user, container } = await open();
    await user.click(within(card).getByRole('button', { name: 'Add a passkey' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'Passkey added' + 'Next time, log in with your passkey instead of a code.',
    );
    expect(done.parentElement).toHaveFocus();
    expect(
      within(done).getByRole('link', { name: 'Rename or remove it in Security' }),
    ).toHaveAttribute('href', '/dashboard/security_page');
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(vi.mocked(createPasskey)).toHaveBeenCalledWith(
      expect.objectContaining({ challenge: 'Y2hhbGxlbmdl' }),
    );
    expect(api.to('POST', '/security/passkeys')[0]?.body).toEqual({
      challenge_id: CHALLENGE,
      name: 'Chrome on Windows',
      credential,
    });
    // Answered: not offered again in this session.
    expect(passkeyOfferDue()).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when the prompt is closed or fails, and the offer stays', async () => {
    const api = backend();
    const { card, user, container } = await open();
    vi.mocked(createPasskey).mockRejectedValueOnce(domError('NotAllowedError'));
    await user.click(within(card).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'You closed the passkey window. Nothing was added.',
    );
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    vi.mocked(createPasskey).mockRejectedValueOnce(new TypeError('boom'));
    await user.click(within(card).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'We could not make a passkey on this device. Try again, or add one later in Security.',
    );
    expect(within(card).queryByRole('status')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    expect(api.to('POST', '/security/passkeys')).toHaveLength(0);
    expect(passkeyOfferDue()).toBe(CUSTOMER);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's words when it refuses the new passkey, and names the device's when it exists", async () => {
    let answer = refusal(400, 'passkey_rejected');
    const api = backend(() => answer);
    vi.mocked(createPasskey).mockResolvedValue(credential as never);
    const { card, user } = await open();
    await user.click(within(card).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'passkey_rejected (server words)',
    );
    answer = refusal(409, 'passkey_exists');
    await user.click(within(card).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This device already has a passkey for your account.',
    );
    // The name when the browser's user agent names no device (jsdom's).
    expect(api.to('POST', '/security/passkeys')[0]?.body).toMatchObject({ name: 'My passkey' });
    expect(passkeyOfferDue()).toBe(CUSTOMER);
  });

  it('"Not now" holds the offer back for 30 days and says where to add one later', async () => {
    const api = backend();
    const { card, user, container } = await open();
    await user.click(within(card).getByRole('button', { name: 'Not now' }));
    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('We will not ask again for 30 days.');
    expect(said.parentElement).toHaveFocus();
    expect(
      within(said).getByRole('link', { name: 'Add a passkey any time in Security' }),
    ).toHaveAttribute('href', '/dashboard/security_page');
    expect(screen.queryByRole('region', { name: 'Log in faster next time' })).toBeNull();
    expect(api.calls).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    // The next login within the 30 days: no offer.
    offerPasskeyNext(CUSTOMER);
    expect(passkeyOfferDue(Date.now() + 29 * 86_400_000)).toBeNull();
    expect(passkeyOfferDue(Date.now() + 31 * 86_400_000)).toBe(CUSTOMER);
  });

  it('says it in Arabic', async () => {
    await setupI18n('ar');
    try {
      backend();
      vi.mocked(createPasskey).mockResolvedValue(credential as never);
      const { container } = renderPage(Offer, '/dashboard');
      const card = await screen.findByRole('region', {
        name: 'سجّل الدخول أسرع في المرة القادمة',
      });
      expect(within(card).getByRole('button', { name: 'ليس الآن' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
      await userEvent
        .setup({ delay: null })
        .click(within(card).getByRole('button', { name: 'إضافة مفتاح مرور' }));
      expect(await screen.findByRole('status')).toHaveTextContent('تمت إضافة مفتاح المرور');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
