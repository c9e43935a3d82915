// "Confirm it's you" (issue 26): a call answered 403 step_up_required opens the dialog; confirmed
// with the passkey (the browser's prompt mocked: jsdom has no WebAuthn) or a code, the same call is
// sent once more; cancelled, the call's own answer goes back. Against the fake backend through the
// app's real API client, with axe on each state of the dialog.
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/api';
import { fakeApi, refusal, reply, setupI18n, type Routes } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { APPROVAL_CHALLENGE, APPROVAL_CHALLENGE_ID } from '@/lib/testing/passkeys';
import { StepUpHost } from './StepUpHost';

const browser = vi.hoisted(() => ({
  passkeysSupported: vi.fn(() => true),
  signWithPasskey: vi.fn(),
}));
vi.mock(import('@/lib/passkeys/browser'), async (original) => ({
  ...(await original()),
  ...browser,
}));

vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => setupI18n(), 180_000);
beforeEach(() => {
  browser.passkeysSupported.mockReturnValue(true);
  browser.signWithPasskey.mockReset();
});

const STEP_UP = refusal(403, 'step_up_required', {
  message: 'To change how you confirm your logins, please confirm it is you.',
  step_up_action: 'change_second_factor',
});
const mfa = (codes: 'app' | 'sms' | 'none') =>
  reply(200, {
    data: {
      totp_enabled: codes === 'app',
      otp_channel: codes === 'sms' ? 'sms' : null,
      recovery_codes_remaining: codes === 'app' ? 10 : 0,
    },
  });
const CHANGED = reply(200, {
  data: { totp_enabled: false, otp_channel: 'whatsapp', recovery_codes_remaining: 0 },
});

/** A screen that makes a risky change (the code channel) and says how it went. */
function Change() {
  const [said, setSaid] = useState('');
  const change = async () => {
    const res = await api().call('setOtpChannel', { json: { otp_channel: 'whatsapp' } });
    setSaid(res.data ? 'Changed to WhatsApp.' : res.statusText);
  };
  return (
    <main>
      <button type="button" onClick={() => void change()}>
        Use WhatsApp
      </button>
      <p role="status">{said}</p>
      <StepUpHost />
    </main>
  );
}

const JOHN = {
  kind: 'external',
  name: 'John Smith',
  iban: 'GB29NWBK60161331926819',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  bank_address: '250 Bishopsgate, London',
  country: 'GB',
  currency: 'GBP',
} as const;

/** A screen that adds a beneficiary and says how it went. */
function AddPayee() {
  const [said, setSaid] = useState('');
  const add = async () => {
    const res = await api().call('addBeneficiary', { json: JOHN });
    setSaid(res.data ? 'John Smith added.' : res.statusText);
  };
  return (
    <main>
      <button type="button" onClick={() => void add()}>
        Add John
      </button>
      <p role="status">{said}</p>
      <StepUpHost />
    </main>
  );
}

/** The backend: the change asks for a step-up until one is given. */
function backend(codes: 'app' | 'sms' | 'none', extra: Routes = {}) {
  let granted = false;
  return fakeApi({
    'PUT /security/mfa/otp_channel': () => (granted ? CHANGED : STEP_UP),
    'GET /security/mfa': mfa(codes),
    'POST /security/step_up/passkey': reply(200, {
      data: {
        challenge_id: APPROVAL_CHALLENGE_ID,
        expires_at: '2026-11-20T10:05:00.000Z',
        options: { challenge: APPROVAL_CHALLENGE },
      },
    }),
    'POST /security/step_up': (call) => {
      const body = call.body as { otp_code?: string };
      if (body.otp_code && body.otp_code !== '246810') return refusal(400, 'invalid_code');
      granted = true;
      return reply(200, {
        data: { action: 'change_second_factor', expires_at: '2026-11-20T10:05:00.000Z' },
      });
    },
    'POST /security/step_up/code': reply(202, {
      data: { channel: 'sms', phone_hint: '+971 50 ••• 0003', expires_in: 300 },
    }),
    ...extra,
  });
}

const count = (calls: { method: string; path: string }[], key: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === key).length;

describe('Confirm it’s you (step-up)', () => {
  it('asks for the passkey, then sends the change once more', async () => {
    const seen = backend('sms');
    browser.signWithPasskey.mockResolvedValue({ id: 'Y3JlZA', response: {} });
    const u = userEvent.setup();
    render(<Change />);
    await u.click(screen.getByRole('button', { name: 'Use WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog).toHaveAccessibleDescription(
      'You are changing how you confirm your logins and payments. For your safety, confirm it’s you first.',
    );
    expect(await axeViolations(dialog)).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Use my passkey' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Changed to WhatsApp.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(browser.signWithPasskey).toHaveBeenCalledWith({ challenge: APPROVAL_CHALLENGE });
    expect(seen.calls.find((c) => c.path === '/security/step_up')?.body).toEqual({
      action: 'change_second_factor',
      passkey: { challenge_id: APPROVAL_CHALLENGE_ID, credential: { id: 'Y3JlZA', response: {} } },
    });
    expect(count(seen.calls, 'PUT /security/mfa/otp_channel')).toBe(2);
  });

  it('says so when the passkey window is closed, and offers a code sent by SMS instead', async () => {
    const seen = backend('sms');
    browser.signWithPasskey.mockRejectedValue(new DOMException('closed', 'NotAllowedError'));
    const u = userEvent.setup();
    render(<Change />);
    await u.click(screen.getByRole('button', { name: 'Use WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await u.click(within(dialog).getByRole('button', { name: 'Use my passkey' }));
    expect(
      await within(dialog).findByText(
        'You closed the passkey window. Nothing was changed: try again, or use a code.',
      ),
    ).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Use a code instead' }));
    await u.click(await within(dialog).findByRole('button', { name: 'Send me a code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We sent a code to +971 50 ••• 0003',
    );
    expect(seen.calls.find((c) => c.path === '/security/step_up/code')?.body).toEqual({
      action: 'change_second_factor',
    });
    const field = within(dialog).getByRole('textbox', {
      name: /Enter the 6-digit code we sent you/,
    });
    expect(await axeViolations(dialog)).toEqual([]);
    await u.type(field, '111111');
    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findAllByText('The code is not right: check it and enter it again'),
    ).not.toHaveLength(0);
    expect(await axeViolations(dialog)).toEqual([]);
    await u.clear(field);
    await u.type(field, '246810');
    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Changed to WhatsApp.'),
    );
    expect(count(seen.calls, 'PUT /security/mfa/otp_channel')).toBe(2);
  });

  it('a new beneficiary: shows the payee the passkey signs before the prompt, then adds it', async () => {
    let granted = false;
    const seen = fakeApi({
      'POST /beneficiary/add': () =>
        granted
          ? reply(201, {
              data: {
                beneficiary_id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
                kind: 'external',
                nickname: null,
                name: 'John Smith',
                currency: 'GBP',
                account_number: null,
                iban: 'GB29NWBK60161331926819',
                bic: 'NWBKGB2L',
                bank_name: 'NatWest',
                bank_address: '250 Bishopsgate, London',
                country: 'GB',
                address: null,
                created_at: '2026-11-20T10:00:00.000Z',
                updated_at: '2026-11-20T10:00:00.000Z',
              },
            })
          : refusal(403, 'step_up_required', { step_up_action: 'add_beneficiary' }),
      'GET /security/mfa': mfa('sms'),
      'POST /security/step_up/passkey': reply(200, {
        data: {
          challenge_id: APPROVAL_CHALLENGE_ID,
          expires_at: '2026-11-20T10:05:00.000Z',
          options: { challenge: APPROVAL_CHALLENGE },
          statement: {
            action: 'add_beneficiary',
            subject_id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
            amount_minor: '0',
            currency: 'GBP',
            payee_name: 'John Smith',
            payee_account: 'GB29NWBK60161331926819',
          },
        },
      }),
      'POST /security/step_up': () => {
        granted = true;
        return reply(200, {
          data: { action: 'add_beneficiary', expires_at: '2026-11-20T10:05:00.000Z' },
        });
      },
    });
    browser.signWithPasskey.mockResolvedValue({ id: 'Y3JlZA', response: {} });
    const u = userEvent.setup();
    render(<AddPayee />);
    await u.click(screen.getByRole('button', { name: 'Add John' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await u.click(within(dialog).getByRole('button', { name: 'Check and sign with my passkey' }));
    // What is signed, before the prompt: the payee's name, the full IBAN, the currency.
    expect(await within(dialog).findByText('You sign for this payee:')).toBeInTheDocument();
    expect(within(dialog).getByText('GB29 NWBK 6016 1331 9268 19')).toBeInTheDocument();
    expect(within(dialog).getByText('John Smith')).toBeInTheDocument();
    expect(browser.signWithPasskey).not.toHaveBeenCalled();
    expect(seen.calls.find((c) => c.path === '/security/step_up/passkey')?.body).toEqual({
      action: 'add_beneficiary',
      beneficiary: JOHN,
    });
    expect(await axeViolations(dialog)).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Sign and add' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('John Smith added.'));
    expect(seen.calls.find((c) => c.path === '/security/step_up')?.body).toEqual({
      action: 'add_beneficiary',
      beneficiary: JOHN,
      passkey: { challenge_id: APPROVAL_CHALLENGE_ID, credential: { id: 'Y3JlZA', response: {} } },
    });
    expect(count(seen.calls, 'POST /beneficiary/add')).toBe(2);
  });

  it('takes the authenticator app’s code on a browser without passkeys', async () => {
    browser.passkeysSupported.mockReturnValue(false);
    backend('app');
    const u = userEvent.setup();
    render(<Change />);
    await u.click(screen.getByRole('button', { name: 'Use WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(within(dialog).queryByRole('button', { name: 'Use my passkey' })).toBeNull();
    const field = await within(dialog).findByRole('textbox', {
      name: /Enter the 6-digit code your authenticator app shows now/,
    });
    await u.type(field, '246810{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Changed to WhatsApp.'),
    );
  });

  it('speaks Arabic, with no axe violations', async () => {
    backend('sms');
    await setupI18n('ar');
    try {
      const u = userEvent.setup();
      render(<Change />);
      await u.click(screen.getByRole('button', { name: 'Use WhatsApp' }));
      const dialog = await screen.findByRole('dialog', { name: 'أكّد أنك أنت' });
      expect(within(dialog).getByRole('button', { name: 'استخدام مفتاح المرور' })).toBeVisible();
      expect(await axeViolations(dialog)).toEqual([]);
      await u.click(within(dialog).getByRole('button', { name: 'استخدام رمز بدلًا من ذلك' }));
      expect(await within(dialog).findByRole('button', { name: 'أرسل لي رمزًا' })).toBeVisible();
      expect(await axeViolations(dialog)).toEqual([]);
      await u.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    } finally {
      await setupI18n('en');
    }
  });

  it('cancelled, the change is not made and its own answer is shown', async () => {
    const seen = backend('none');
    const u = userEvent.setup();
    render(<Change />);
    await u.click(screen.getByRole('button', { name: 'Use WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    // A customer whose only factor is the passkey is not offered a code.
    expect(within(dialog).queryByRole('button', { name: 'Use a code instead' })).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'To change how you confirm your logins, please confirm it is you.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(count(seen.calls, 'PUT /security/mfa/otp_channel')).toBe(1);
  });
});
