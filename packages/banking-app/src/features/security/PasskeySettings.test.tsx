// The Passkeys section of the security page (issue 26): the list, adding one through the browser's
// prompt (mocked: jsdom has no WebAuthn), renaming, and removing one (the last with the password
// and a code), against the fake backend, with axe in each state.
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  setupI18n,
  testScreen,
  type Routes,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { createPasskey, passkeysSupported } from '@/lib/passkeys/browser';
import type * as Browser from '@/lib/passkeys/browser';

vi.mock('@/lib/passkeys/browser', async (original) => ({
  ...(await original<typeof Browser>()),
  passkeysSupported: vi.fn(() => true),
  createPasskey: vi.fn(),
}));

vi.setConfig({ testTimeout: 60_000 });

let SecurityPage: ComponentType;
beforeAll(async () => {
  await setupI18n();
  SecurityPage = testScreen(await import('./SecurityPage'));
}, 180_000);
beforeEach(() => {
  vi.mocked(passkeysSupported).mockReturnValue(true);
  vi.mocked(createPasskey).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const PHONE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const LAPTOP = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const CHALLENGE = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const phone = {
  id: PHONE,
  name: 'My iPhone',
  // 21:30 UTC is 01:30 the next day in the UAE.
  created_at: '2026-11-20T21:30:00.000Z',
  last_used_at: '2026-11-21T09:15:30.000Z',
  synced: true,
};
const laptop = {
  id: LAPTOP,
  name: 'Work laptop',
  created_at: '2026-11-22T08:00:00.000Z',
  last_used_at: null,
  synced: false,
};
const credential = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};
/** The second factor: an authenticator app, codes by SMS, or no code at all. */
const mfa = (codes: 'app' | 'sms' | 'none') =>
  reply(200, {
    data: {
      totp_enabled: codes === 'app',
      otp_channel: codes === 'sms' ? 'sms' : null,
      recovery_codes_remaining: codes === 'app' ? 10 : 0,
    },
  });

/** The page's calls, the passkeys kept in `state.list` (the list reloads from it). */
function backend(
  list: (typeof phone | typeof laptop)[],
  extra: Routes = {},
  codes: 'app' | 'sms' | 'none' = 'sms',
) {
  const state = { list: [...list] };
  const api = fakeApi({
    'GET /security/login-activity': reply(200, {
      data: { last_successful_login: null, last_failed_login: null, recent_login_history: [] },
    }),
    'GET /security/sessions': reply(200, { data: [] }),
    'GET /security/mfa': mfa(codes),
    'GET /security/passkeys': () => reply(200, { data: state.list }),
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
    ...extra,
  });
  return { api, state };
}

async function openPage() {
  const view = renderPage(SecurityPage, '/dashboard/security_page');
  const region = await screen.findByRole('region', { name: 'Passkeys' });
  return { ...view, region, user: userEvent.setup({ delay: null }) };
}

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('Passkeys section', () => {
  it('comes first, explains passkeys, and says when there are none yet', async () => {
    backend([]);
    const { region, container } = await openPage();
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Passkeys');
    expect(region).toHaveTextContent(/fingerprint, face or device PIN/);
    expect(await within(region).findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: /Name/ })).toHaveValue('My passkey');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists each passkey: added and last used in UAE time, synced, with its actions', async () => {
    backend([phone, laptop]);
    const { region, container } = await openPage();
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'My iPhone' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Added 21-11-2026');
    expect(first).toHaveTextContent('Last used 21-11-2026 at 13:15 UAE time');
    expect(first).toHaveTextContent('Synced to your other devices');
    expect(second).toHaveTextContent('Added 22-11-2026');
    expect(second).toHaveTextContent('Not used yet');
    expect(second).not.toHaveTextContent('Synced');
    expect(within(second).getByRole('button', { name: 'Rename Work laptop' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Remove Work laptop' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when this browser cannot make passkeys, and offers no add form', async () => {
    vi.mocked(passkeysSupported).mockReturnValue(false);
    backend([phone]);
    const { region, container } = await openPage();
    expect(await within(region).findByText(/cannot make passkeys/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Rename My iPhone' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('adds a passkey: options, the browser prompt, then the named credential; the list reloads', async () => {
    const { api, state } = backend([], {
      'POST /security/passkeys': (call) => {
        const added = { ...laptop, name: (call.body as { name: string }).name };
        state.list.push(added);
        return reply(201, { data: added });
      },
    });
    vi.mocked(createPasskey).mockResolvedValue(credential as never);
    const { region, user, container } = await openPage();
    const name = await within(region).findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.click(within(region).getByRole('button', { name: 'Add a passkey' }));
    expect(
      await within(region).findByRole('link', { name: 'Enter a name for the passkey' }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/security/passkeys/options')).toHaveLength(0);
    await user.type(name, 'Work laptop');
    await user.click(within(region).getByRole('button', { name: 'Add a passkey' }));
    expect(
      await within(region).findByText('Passkey added. Next time, log in with it.'),
    ).toBeInTheDocument();
    expect(vi.mocked(createPasskey)).toHaveBeenCalledWith(
      expect.objectContaining({ challenge: 'Y2hhbGxlbmdl' }),
    );
    expect(api.to('POST', '/security/passkeys')[0]?.body).toEqual({
      challenge_id: CHALLENGE,
      name: 'Work laptop',
      credential,
    });
    expect(await within(region).findByRole('heading', { name: 'Work laptop' })).toBeInTheDocument();
    expect(api.to('GET', '/security/passkeys')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('never says there are no passkeys after an add: the new one shows at once, while the list reloads', async () => {
    // The list's reload after the add is held until the test lets it answer.
    let answerReload = () => {};
    const reloaded = new Promise<void>((resolve) => (answerReload = resolve));
    let reads = 0;
    const { state } = backend([], {
      'GET /security/passkeys': async () => {
        reads += 1;
        if (reads > 1) await reloaded;
        return reply(200, { data: state.list });
      },
      'POST /security/passkeys': (call) => {
        const added = { ...laptop, name: (call.body as { name: string }).name };
        state.list.push(added);
        return reply(201, { data: added });
      },
    });
    vi.mocked(createPasskey).mockResolvedValue(credential as never);
    const { region, user, container } = await openPage();
    expect(await within(region).findByText('You have no passkeys yet.')).toBeInTheDocument();
    // Every change of the section is checked: once the add is done, never the words of none.
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text.includes('Passkey added.') && text.includes('You have no passkeys yet.'))
        seen.push(text);
    });
    watch.observe(region, { childList: true, subtree: true, characterData: true });
    await user.click(within(region).getByRole('button', { name: 'Add a passkey' }));
    expect(
      await within(region).findByText('Passkey added. Next time, log in with it.'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'My passkey' })).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(reads).toBe(2);
    expect(await axeViolations(container)).toEqual([]);
    // The reload answers (the same list): it takes over, the same passkey shown.
    answerReload();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(region).getByRole('heading', { name: 'My passkey' })).toBeInTheDocument();
    watch.disconnect();
    expect(seen).toEqual([]);
    expect(within(region).queryByText('You have no passkeys yet.')).toBeNull();
  });

  it('drops a removed passkey and shows a new name at once, before the list reloads', async () => {
    let answerReload = () => {};
    const reloaded = new Promise<void>((resolve) => (answerReload = resolve));
    let reads = 0;
    const { state } = backend([phone, laptop], {
      'GET /security/passkeys': async () => {
        reads += 1;
        if (reads > 1) await reloaded;
        return reply(200, { data: state.list });
      },
      [`PATCH /security/passkeys/${PHONE}`]: (call) => {
        const renamed = { ...phone, name: (call.body as { name: string }).name };
        state.list = [renamed, laptop];
        return reply(200, { data: renamed });
      },
      [`POST /security/passkeys/${LAPTOP}/remove`]: () => {
        state.list = state.list.filter((p) => p.id !== LAPTOP);
        return reply(200, { data: { remaining: 1 } });
      },
    });
    const { region, user } = await openPage();
    await user.click(await within(region).findByRole('button', { name: 'Remove Work laptop' }));
    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    expect(await within(region).findByText('Passkey removed.')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).queryByRole('heading', { name: 'Work laptop' })).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Rename My iPhone' }));
    const item = within(region).getByRole('listitem');
    const field = within(item).getByRole('textbox', { name: /Name/ });
    await user.clear(field);
    await user.type(field, 'Phone');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Passkey renamed.')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Phone' })).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    // Still the first reload held: what shows is the changes' answers.
    answerReload();
    await vi.waitFor(() => expect(reads).toBeGreaterThanOrEqual(3));
    expect(await within(region).findByRole('heading', { name: 'Phone' })).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when the customer closes the prompt, or the device already has a passkey', async () => {
    const { api } = backend([phone]);
    const { region, user, container } = await openPage();
    vi.mocked(createPasskey).mockRejectedValueOnce(domError('NotAllowedError'));
    await user.click(await within(region).findByRole('button', { name: 'Add a passkey' }));
    expect(
      await within(region).findByText('You closed the passkey window. Nothing was added.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    vi.mocked(createPasskey).mockRejectedValueOnce(domError('InvalidStateError'));
    await user.click(within(region).getByRole('button', { name: 'Add a passkey' }));
    const summary = await within(region).findByRole('alert');
    expect(summary).toHaveTextContent('This device already has a passkey for your account.');
    expect(summary).toHaveFocus();
    expect(within(region).queryByText(/You closed the passkey window/)).toBeNull();
    expect(api.to('POST', '/security/passkeys')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's words when it rejects the browser's answer", async () => {
    backend([], { 'POST /security/passkeys': refusal(400, 'passkey_rejected') });
    vi.mocked(createPasskey).mockResolvedValue(credential as never);
    const { region, user, container } = await openPage();
    await user.click(await within(region).findByRole('button', { name: 'Add a passkey' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'passkey_rejected (server words)',
    );
    expect(within(region).queryByText(/Passkey added/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renames a passkey inline, and Cancel gives focus back to its button', async () => {
    const { api, state } = backend([phone, laptop], {
      [`PATCH /security/passkeys/${LAPTOP}`]: (call) => {
        const renamed = { ...laptop, name: (call.body as { name: string }).name };
        state.list = [phone, renamed];
        return reply(200, { data: renamed });
      },
    });
    const { region, user, container } = await openPage();
    await user.click(await within(region).findByRole('button', { name: 'Rename Work laptop' }));
    let item = within(region).getAllByRole('listitem')[1]!;
    expect(within(item).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(within(region).getByRole('button', { name: 'Rename Work laptop' })).toHaveFocus();

    await user.click(within(region).getByRole('button', { name: 'Rename Work laptop' }));
    item = within(region).getAllByRole('listitem')[1]!;
    const field = within(item).getByRole('textbox', { name: /Name/ });
    await user.clear(field);
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(
      await within(item).findByRole('link', { name: 'Enter a name for the passkey' }),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Enter a name for the passkey/);
    expect(await axeViolations(container)).toEqual([]);
    await user.type(field, 'Home PC');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Passkey renamed.')).toBeInTheDocument();
    expect(await within(region).findByRole('heading', { name: 'Home PC' })).toBeInTheDocument();
    expect(api.to('PATCH', `/security/passkeys/${LAPTOP}`)[0]?.body).toEqual({ name: 'Home PC' });
  });

  it('removes one of several after a simple confirmation', async () => {
    const { api, state } = backend([phone, laptop], {
      [`POST /security/passkeys/${LAPTOP}/remove`]: () => {
        state.list = [phone];
        return reply(200, { data: { remaining: 1 } });
      },
    });
    const { region, user, container } = await openPage();
    await user.click(await within(region).findByRole('button', { name: 'Remove Work laptop' }));
    expect(within(region).getByText(/Remove Work laptop\? You will no longer/)).toBeInTheDocument();
    expect(within(region).queryByLabelText(/Password/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Keep it' }));
    expect(within(region).getByRole('button', { name: 'Remove Work laptop' })).toHaveFocus();
    expect(api.to('POST', `/security/passkeys/${LAPTOP}/remove`)).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Remove Work laptop' }));
    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    expect(await within(region).findByText('Passkey removed.')).toBeInTheDocument();
    expect(api.to('POST', `/security/passkeys/${LAPTOP}/remove`)[0]?.body).toEqual({});
    await vi.waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(within(region).queryByRole('heading', { name: 'Work laptop' })).toBeNull();
  });

  it('removes the last passkey with the password and the authenticator app’s code', async () => {
    const { api, state } = backend(
      [phone],
      {
        [`POST /security/passkeys/${PHONE}/remove`]: (call) => {
          const body = call.body as { password: string; otp_code: string };
          if (body.password !== 'right password') return refusal(400, 'password_incorrect');
          if (body.otp_code !== '123456') return refusal(400, 'invalid_code');
          state.list = [];
          return reply(200, { data: { remaining: 0 } });
        },
      },
      'app',
    );
    const { region, user, container } = await openPage();
    await user.click(await within(region).findByRole('button', { name: 'Remove My iPhone' }));
    expect(within(region).getByText(/My iPhone is your last passkey/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Send me a code' })).toBeNull();
    const password = within(region).getByLabelText(/^Password/);
    const code = within(region).getByLabelText(/Enter the 6-digit code your authenticator app/);
    const remove = within(region).getByRole('button', { name: 'Remove' });

    await user.click(remove);
    const summary = await within(region).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter your password' })).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'Enter the 6-digit code' }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(password, 'wrong password');
    await user.type(code, '123456');
    await user.click(remove);
    expect(
      await within(region).findByRole('link', { name: 'The password is not correct' }),
    ).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(/The password is not correct/);

    await user.clear(password);
    await user.type(password, 'right password');
    await user.clear(code);
    await user.type(code, '999999');
    await user.click(remove);
    expect(
      await within(region).findByRole('link', { name: /The code is not right/ }),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(remove);
    expect(await within(region).findByText('Passkey removed.')).toBeInTheDocument();
    expect(await within(region).findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(api.to('POST', `/security/passkeys/${PHONE}/remove`).at(-1)?.body).toEqual({
      password: 'right password',
      otp_code: '123456',
    });
    expect(api.to('POST', '/security/step_up/code')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('removes the last passkey with the password and a code it sends', async () => {
    const { api, state } = backend([phone], {
      'POST /security/step_up/code': reply(202, {
        data: { channel: 'sms', phone_hint: '+9715•••••01', expires_in: 300 },
      }),
      [`POST /security/passkeys/${PHONE}/remove`]: (call) => {
        const body = call.body as { otp_code: string };
        if (body.otp_code === '111111') return refusal(400, 'code_expired');
        if (body.otp_code === '222222')
          return refusal(400, 'validation_error', {
            fields: { password: 'Enter your password.' },
          });
        state.list = [];
        return reply(200, { data: { remaining: 0 } });
      },
    });
    const { region, user, container } = await openPage();
    await user.click(await within(region).findByRole('button', { name: 'Remove My iPhone' }));
    // No code field, and nothing to submit, before a code is sent.
    expect(within(region).queryByLabelText(/6-digit code/)).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Send me a code' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'We sent a code to +9715•••••01',
    );
    expect(api.to('POST', '/security/step_up/code')[0]?.body).toEqual({
      action: 'remove_passkey',
    });
    const password = within(region).getByLabelText(/^Password/);
    const code = within(region).getByLabelText(/Enter the 6-digit code we sent you/);
    expect(within(region).getByRole('button', { name: /Send a new code/ })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(password, 'right password');
    await user.type(code, '111111');
    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    expect(
      await within(region).findByRole('link', { name: 'This code has expired: send a new code' }),
    ).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(/This code has expired/);

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    expect(
      await within(region).findByRole('link', { name: 'Enter your password.' }),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    expect(await within(region).findByText('Passkey removed.')).toBeInTheDocument();
    expect(await within(region).findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(api.to('POST', `/security/passkeys/${PHONE}/remove`).at(-1)?.body).toEqual({
      password: 'right password',
      otp_code: '654321',
    });
  });

  it('removes the last passkey of a customer with no code factor with the password alone', async () => {
    const { api, state } = backend(
      [phone],
      {
        [`POST /security/passkeys/${PHONE}/remove`]: () => {
          state.list = [];
          return reply(200, { data: { remaining: 0 } });
        },
      },
      'none',
    );
    const { region, user, container } = await openPage();
    await user.click(await within(region).findByRole('button', { name: 'Remove My iPhone' }));
    expect(
      within(region).getByText(
        'My iPhone is your last passkey. To remove it, enter your password.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Send me a code' })).toBeNull();
    expect(within(region).queryByLabelText(/6-digit code/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    expect(
      await within(region).findByRole('link', { name: 'Enter your password' }),
    ).toBeInTheDocument();
    await user.type(within(region).getByLabelText(/^Password/), 'right password');
    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    expect(await within(region).findByText('Passkey removed.')).toBeInTheDocument();
    expect(api.to('POST', `/security/passkeys/${PHONE}/remove`).at(-1)?.body).toEqual({
      password: 'right password',
    });
  });
});
